import type { SubmissionStatus } from '@oj/events';
import { defineProjection, q, type Statement } from './define-projection.ts';

/** How one event leaves a contest submission's scoring state. */
export interface VerdictLogChange {
  submitId: number;
  status: SubmissionStatus;
  /** OI points; undefined keeps the previous entry's (a manual judge without a score, a cancel). */
  score: number | null | undefined;
  /** Run time in ms; undefined keeps the previous entry's. */
  time: number | null | undefined;
  /** ISO time the event happened. */
  at: string;
  /** A judge's verdict keeps when the judge started on the run (set on the pending row). */
  keepStarted?: boolean;
}

/**
 * The log row one event writes for one submission: the submission's latest entry with this
 * event's status, score and time. A submission outside contests has no entry to start from,
 * so nothing is written. Any event that changes a verdict (a rejudge applied or undone as one
 * event) adds its rows with this, one call per submission.
 */
export const verdictLogRow = (position: number, c: VerdictLogChange): Statement =>
  q`INSERT INTO read.contest_verdict_log (cid, position, submit_id, uid, pid, submit_time, status, score, time, at, started)
    SELECT l.cid, ${position}::bigint, l.submit_id, l.uid, l.pid, l.submit_time, ${c.status}::text,
      CASE WHEN ${c.score === undefined}::boolean THEN l.score ELSE ${c.score ?? null}::int END,
      CASE WHEN ${c.time === undefined}::boolean THEN l.time ELSE ${c.time ?? null}::int END, ${c.at}::timestamptz,
      CASE WHEN ${c.keepStarted === true}::boolean AND l.status = 'PENDING' THEN l.started END
    FROM read.contest_verdict_log l WHERE l.submit_id = ${c.submitId}
    ORDER BY l.position DESC LIMIT 1
    ON CONFLICT (position, submit_id) DO NOTHING`;

/** The event's own time; the store's append time when an event carries none. */
const timeOf = (at: string, createdAt: string) => (at === '' ? createdAt : at);

/**
 * Every change of a contest submission's scoring state, in store order: what the board looked
 * like at any position or instant (`events/src/scoring/history.ts`) is a fold of it. The
 * problem is kept by its numeric id; readers join the display id from read.contest_problems.
 * `started` is when a judge took the pending run (the CCS judgement's start): written on the
 * pending row when it happens, copied to the verdict that ends that judging.
 */
export const contestVerdictLogProjection = defineProjection({
  name: 'contest_verdict_log',
  version: 2,
  handles: [
    'SubmissionCreated',
    'JudgingStarted',
    'SubmissionJudged',
    'RejudgeRequested',
    'SubmissionManuallyJudged',
    'SubmissionCancelled',
    'RejudgeApplied',
    'RejudgeUndone',
  ],
  tables: ['read.contest_verdict_log'],
  init: `
    CREATE TABLE IF NOT EXISTS read.contest_verdict_log (
      cid bigint NOT NULL,
      position bigint NOT NULL,
      submit_id bigint NOT NULL,
      uid text NOT NULL,
      pid bigint NOT NULL,
      submit_time timestamptz NOT NULL,
      status text NOT NULL,
      score int,
      time int,
      at timestamptz NOT NULL,
      started timestamptz,
      PRIMARY KEY (position, submit_id)
    );
    CREATE INDEX IF NOT EXISTS contest_verdict_log_contest ON read.contest_verdict_log (cid, position);
    CREATE INDEX IF NOT EXISTS contest_verdict_log_submission ON read.contest_verdict_log (submit_id, position);`,
  apply: (event) => {
    const p = event.position;
    switch (event.type) {
      case 'SubmissionCreated': {
        const d = event.data;
        if (d.kind !== 'submission' || d.cid <= 0) return [];
        return [
          q`INSERT INTO read.contest_verdict_log (cid, position, submit_id, uid, pid, submit_time, status, score, time, at)
            VALUES (${d.cid}, ${p}, ${d.submitId}, ${d.uid}, ${d.pid}, ${d.submitTime}, 'PENDING', NULL, NULL,
              ${timeOf(d.submitTime, event.createdAt)})
            ON CONFLICT (position, submit_id) DO NOTHING`,
        ];
      }
      case 'JudgingStarted': {
        const { submitId } = event.data;
        const at = timeOf(event.data.at, event.createdAt);
        return [
          q`UPDATE read.contest_verdict_log l SET started = ${at}::timestamptz
            WHERE l.status = 'PENDING' AND (l.position, l.submit_id) = (
              SELECT position, submit_id FROM read.contest_verdict_log
              WHERE submit_id = ${submitId} ORDER BY position DESC LIMIT 1)`,
        ];
      }
      case 'SubmissionJudged': {
        const j = event.data;
        const at = timeOf(j.at, event.createdAt);
        return [verdictLogRow(p, { ...j, at, keepStarted: true })];
      }
      case 'RejudgeRequested': {
        const { submitId } = event.data;
        const at = timeOf(event.data.at, event.createdAt);
        return [verdictLogRow(p, { submitId, status: 'PENDING', score: null, time: null, at })];
      }
      case 'SubmissionManuallyJudged': {
        const m = event.data;
        const at = timeOf(m.at, event.createdAt);
        // As the submissions row: a manual judge without a score keeps the score and the time.
        const score = m.score ?? undefined;
        return [
          verdictLogRow(p, { submitId: m.submitId, status: m.status, score, time: undefined, at }),
        ];
      }
      case 'SubmissionCancelled': {
        const { submitId } = event.data;
        const at = timeOf(event.data.at, event.createdAt);
        return [
          verdictLogRow(p, { submitId, status: 'CA', score: undefined, time: undefined, at }),
        ];
      }
      // A rejudge applied or undone: one row per changed submission, all at the event's position.
      case 'RejudgeApplied':
      case 'RejudgeUndone': {
        const at = timeOf(event.data.at, event.createdAt);
        return event.data.verdicts.map((v) =>
          verdictLogRow(p, {
            submitId: v.submitId,
            status: v.status,
            score: v.score,
            time: v.time,
            at,
          }),
        );
      }
      default:
        return [];
    }
  },
});
