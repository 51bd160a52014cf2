import { notifyRows, realtimeChannel, type ServerEventName } from '@oj/events';
import { defineProjection, q, type Statement } from './define-projection.ts';

/**
 * The statuses a training rank shows (HOJ's training record query: PE, CE, WA, AC, TLE, MLE,
 * RE, PA); System Error, cancelled and unjudged runs leave a cell as it was.
 */
export const trainingCountedStatuses = ['PE', 'CE', 'WA', 'AC', 'TLE', 'MLE', 'RE', 'PA'] as const;

/** A row of `read.training_results`: one user's standing on one problem. */
export interface TrainingResultRow {
  uid: string;
  pid: number;
  /** Solved by a counted submission. */
  ac: boolean;
  /** 'AC' once solved, else the latest counted verdict. */
  status: string;
  /** The fastest accepted run (ms), null while unsolved. */
  run_time: number | null;
}

const counted = `ARRAY['${trainingCountedStatuses.join("','")}']`;

/**
 * Re-derives the (user, problem) result of one submission from every counted mark of that
 * pair, so a rejudge or a manual judge moves it either way (an accepted run rejudged Wrong
 * Answer unsolves the problem, unless another run is accepted).
 */
const refreshPair = (submitId: number): Statement[] => [
  q`DELETE FROM read.training_results r USING read.training_marks k
    WHERE k.submit_id = ${submitId} AND r.uid = k.uid AND r.pid = k.pid`,
  {
    text: `INSERT INTO read.training_results (uid, pid, ac, status, run_time)
      SELECT k.uid, k.pid, a.n > 0, CASE WHEN a.n > 0 THEN 'AC' ELSE l.status END,
             CASE WHEN a.n > 0 THEN COALESCE(a.run_time, 0) END
      FROM read.training_marks k
      CROSS JOIN LATERAL (
        SELECT count(*) AS n, min(m.time) AS run_time FROM read.training_marks m
        WHERE m.uid = k.uid AND m.pid = k.pid AND m.status = 'AC'
      ) a
      LEFT JOIN LATERAL (
        SELECT m.status FROM read.training_marks m
        WHERE m.uid = k.uid AND m.pid = k.pid AND m.status = ANY(${counted})
        ORDER BY m.submit_time DESC, m.submit_id DESC LIMIT 1
      ) l ON true
      WHERE k.submit_id = $1 AND l.status IS NOT NULL`,
    values: [submitId],
  },
];

const rankEvent: ServerEventName = 'training:rank';

/**
 * Tells the rooms of every training holding the submission's problem that this user's row may
 * have moved, from inside the transaction (delivered on commit, with what it committed).
 */
const pushRank = (submitId: number): Statement =>
  notifyRows(
    realtimeChannel,
    `SELECT 'training:' || tp.tid AS room, $2::text AS event,
            json_build_object('tid', tp.tid, 'uid', k.uid) AS payload
       FROM read.training_marks k JOIN read.training_problems tp ON tp.pid = k.pid
      WHERE k.submit_id = $1`,
    [submitId, rankEvent],
  );

const mark = (submitId: number, status: string | null, time: number | null): Statement[] => [
  q`UPDATE read.training_marks SET status = ${status}, time = ${time} WHERE submit_id = ${submitId}`,
  ...refreshPair(submitId),
  pushRank(submitId),
];

/**
 * Training progress and rank as a fold of ordinary submissions (outside contests, kind
 * `submission`), wherever they were made: HOJ counts a member's accepted runs of a training's
 * problems from the problem set too, and a training's page reads these per (user, problem)
 * results through its problem list. Each counted submission keeps its current status and run
 * time, so a rejudge re-derives the result instead of adding to it.
 */
export const trainingProgressProjection = defineProjection({
  name: 'training_progress',
  version: 1,
  handles: [
    'SubmissionCreated',
    'SubmissionJudged',
    'SubmissionManuallyJudged',
    'SubmissionCancelled',
    'RejudgeRequested',
  ],
  tables: ['read.training_marks', 'read.training_results'],
  init: `
    CREATE TABLE IF NOT EXISTS read.training_marks (
      submit_id bigint PRIMARY KEY,
      uid text NOT NULL,
      pid bigint NOT NULL,
      submit_time timestamptz NOT NULL,
      status text,
      time int
    );
    CREATE INDEX IF NOT EXISTS training_marks_pair ON read.training_marks (uid, pid);
    CREATE TABLE IF NOT EXISTS read.training_results (
      uid text NOT NULL,
      pid bigint NOT NULL,
      ac boolean NOT NULL,
      status text NOT NULL,
      run_time int,
      PRIMARY KEY (uid, pid)
    );
    CREATE INDEX IF NOT EXISTS training_results_pid ON read.training_results (pid);`,
  apply: (event) => {
    switch (event.type) {
      case 'SubmissionCreated': {
        const d = event.data;
        if (d.kind !== 'submission' || d.cid !== 0) return [];
        return [
          q`INSERT INTO read.training_marks (submit_id, uid, pid, submit_time)
            VALUES (${d.submitId}, ${d.uid}, ${d.pid}, ${d.submitTime}) ON CONFLICT DO NOTHING`,
        ];
      }
      case 'SubmissionJudged':
        return mark(event.data.submitId, event.data.status, event.data.time);
      case 'SubmissionManuallyJudged': {
        const m = event.data;
        // A manual verdict keeps the run's time: only the status changes.
        return [
          q`UPDATE read.training_marks SET status = ${m.status} WHERE submit_id = ${m.submitId}`,
          ...refreshPair(m.submitId),
          pushRank(m.submitId),
        ];
      }
      case 'SubmissionCancelled':
      case 'RejudgeRequested':
        return mark(event.data.submitId, null, null);
      default:
        return [];
    }
  },
});
