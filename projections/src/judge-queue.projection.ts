import { defineProjection, q } from './define-projection.ts';

/**
 * What the judge workers claim from: one row per submission, waiting, under judging or done.
 * Workers lock rows with FOR UPDATE SKIP LOCKED; the decider's expected revision is the guard.
 */
export const judgeQueueProjection = defineProjection({
  name: 'judge_queue',
  version: 1,
  handles: [
    'SubmissionCreated',
    'JudgingStarted',
    'SubmissionJudged',
    'RejudgeRequested',
    'SubmissionManuallyJudged',
    'SubmissionCancelled',
  ],
  tables: ['read.judge_queue'],
  init: `
    CREATE TABLE IF NOT EXISTS read.judge_queue (
      submit_id bigint PRIMARY KEY,
      priority int NOT NULL,
      state text NOT NULL,
      attempt int NOT NULL DEFAULT 0,
      enqueued_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS judge_queue_waiting ON read.judge_queue (priority, submit_id) WHERE state <> 'done';`,
  apply: (event) => {
    switch (event.type) {
      case 'SubmissionCreated':
        return [
          q`INSERT INTO read.judge_queue (submit_id, priority, state, enqueued_at)
            VALUES (${event.data.submitId}, ${event.data.priority}, 'queued', ${event.data.submitTime})
            ON CONFLICT (submit_id) DO NOTHING`,
        ];
      case 'JudgingStarted':
        return [
          q`UPDATE read.judge_queue SET state = 'judging', attempt = ${event.data.attempt} WHERE submit_id = ${event.data.submitId}`,
        ];
      case 'RejudgeRequested':
        return [
          q`UPDATE read.judge_queue SET state = 'queued', enqueued_at = ${event.data.at} WHERE submit_id = ${event.data.submitId}`,
        ];
      // Finished rows stay (state done) so a rejudge knows how many attempts came before.
      case 'SubmissionJudged':
      case 'SubmissionManuallyJudged':
      case 'SubmissionCancelled':
        return [
          q`UPDATE read.judge_queue SET state = 'done' WHERE submit_id = ${event.data.submitId}`,
        ];
      default:
        return [];
    }
  },
});
