import { defineProjection, q } from './define-projection.ts';

/**
 * Per-problem submission counts by final status (the list's AC rate, the detail's pie chart).
 * Each submission's counted status is remembered, so a rejudge or a manual judge moves it from
 * one count to another instead of counting it twice. Contest and test runs do not count.
 */
export const problemStatsProjection = defineProjection({
  name: 'problem_stats',
  version: 1,
  handles: [
    'SubmissionCreated',
    'SubmissionJudged',
    'SubmissionManuallyJudged',
    'SubmissionCancelled',
    'RejudgeRequested',
  ],
  tables: ['read.problem_stat_marks', 'read.problem_status_counts'],
  init: `
    CREATE TABLE IF NOT EXISTS read.problem_stat_marks (
      submit_id bigint PRIMARY KEY,
      pid bigint NOT NULL,
      status text
    );
    CREATE TABLE IF NOT EXISTS read.problem_status_counts (
      pid bigint NOT NULL,
      status text NOT NULL,
      n int NOT NULL,
      PRIMARY KEY (pid, status)
    );`,
  apply: (event) => {
    const uncount = (submitId: number) => [
      q`UPDATE read.problem_status_counts c SET n = c.n - 1 FROM read.problem_stat_marks m
        WHERE m.submit_id = ${submitId} AND m.status IS NOT NULL AND c.pid = m.pid AND c.status = m.status`,
      q`UPDATE read.problem_stat_marks SET status = NULL WHERE submit_id = ${submitId}`,
    ];
    const count = (submitId: number, status: string) => [
      ...uncount(submitId),
      q`UPDATE read.problem_stat_marks SET status = ${status} WHERE submit_id = ${submitId}`,
      q`INSERT INTO read.problem_status_counts (pid, status, n)
        SELECT pid, ${status}, 1 FROM read.problem_stat_marks WHERE submit_id = ${submitId}
        ON CONFLICT (pid, status) DO UPDATE SET n = read.problem_status_counts.n + 1`,
    ];
    switch (event.type) {
      case 'SubmissionCreated':
        if (event.data.kind !== 'submission' || event.data.cid !== 0) return [];
        return [
          q`INSERT INTO read.problem_stat_marks (submit_id, pid) VALUES (${event.data.submitId}, ${event.data.pid}) ON CONFLICT DO NOTHING`,
          q`INSERT INTO read.problem_status_counts (pid, status, n) VALUES (${event.data.pid}, 'TOTAL', 1)
            ON CONFLICT (pid, status) DO UPDATE SET n = read.problem_status_counts.n + 1`,
        ];
      case 'SubmissionJudged':
      case 'SubmissionManuallyJudged':
        return count(event.data.submitId, event.data.status);
      case 'SubmissionCancelled':
      case 'RejudgeRequested':
        return uncount(event.data.submitId);
      default:
        return [];
    }
  },
});
