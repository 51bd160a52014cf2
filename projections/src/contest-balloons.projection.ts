import { notifyRows, realtimeChannel, type ServerEventName } from '@oj/events';
import { defineProjection, q, type Statement } from './define-projection.ts';

const changedEvent: ServerEventName = 'balloon:changed';

/** Tells the contest's admins that this run's balloon (its team and problem) changed. */
const push = (where: string, values: unknown[]): Statement =>
  notifyRows(
    realtimeChannel,
    `SELECT 'contest:' || b.cid || ':admin' AS room, $${values.length + 1}::text AS event,
            json_build_object('cid', b.cid, 'uid', b.uid, 'pid', b.pid) AS payload
       FROM read.contest_balloons b WHERE ${where}`,
    [...values, changedEvent],
  );

/**
 * The run's accepted flag, then its (team, problem) balloon again: the earliest accepted run
 * still standing, or none. A balloon whose AC a rejudge took away keeps its row (a runner may
 * already hold it) with no run; the queue hides it unless a runner claimed or delivered it.
 */
const verdict = (submitId: number, accepted: boolean, notify: boolean): Statement[] => [
  q`UPDATE read.contest_balloon_runs SET accepted = ${accepted} WHERE submit_id = ${submitId}`,
  q`INSERT INTO read.contest_balloons (cid, uid, pid, submit_id, submit_time)
    SELECT r.cid, r.uid, r.pid, f.submit_id, f.submit_time FROM read.contest_balloon_runs r
    LEFT JOIN LATERAL (
      SELECT a.submit_id, a.submit_time FROM read.contest_balloon_runs a
      WHERE a.cid = r.cid AND a.uid = r.uid AND a.pid = r.pid AND a.accepted
      ORDER BY a.submit_time, a.submit_id LIMIT 1
    ) f ON true
    WHERE r.submit_id = ${submitId} AND (f.submit_id IS NOT NULL OR EXISTS (
      SELECT 1 FROM read.contest_balloons b WHERE b.cid = r.cid AND b.uid = r.uid AND b.pid = r.pid))
    ON CONFLICT (cid, uid, pid) DO UPDATE
      SET submit_id = EXCLUDED.submit_id, submit_time = EXCLUDED.submit_time`,
  ...(notify
    ? [
        push(
          `EXISTS (SELECT 1 FROM read.contest_balloon_runs r WHERE r.submit_id = $1
             AND r.cid = b.cid AND r.uid = b.uid AND r.pid = b.pid)`,
          [submitId],
        ),
      ]
    : []),
];

const runner = (
  state: 'claimed' | 'delivered',
  d: { cid: number; uid: string; pid: number; by: string; at: string },
): Statement[] => [
  state === 'claimed'
    ? q`UPDATE read.contest_balloons SET state = 'claimed', runner = ${d.by}, claimed_at = ${d.at}
        WHERE cid = ${d.cid} AND uid = ${d.uid} AND pid = ${d.pid}`
    : q`UPDATE read.contest_balloons SET state = 'delivered', runner = ${d.by}, delivered_at = ${d.at},
          claimed_at = COALESCE(claimed_at, ${d.at}::timestamptz)
        WHERE cid = ${d.cid} AND uid = ${d.uid} AND pid = ${d.pid}`,
  push('b.cid = $1 AND b.uid = $2 AND b.pid = $3', [d.cid, d.uid, d.pid]),
];

/**
 * A contest's balloon queue: per (team, problem) the first accepted run and what the runners
 * did with its balloon (queued, claimed, delivered). Every contest run is kept with its
 * accepted flag so a rejudge re-derives the first AC instead of guessing. The contest window,
 * the excluded admins and first-to-solve are read-time rules (the contest's times can move).
 */
export const contestBalloonsProjection = defineProjection({
  name: 'contest_balloons',
  version: 1,
  handles: [
    'SubmissionCreated',
    'SubmissionJudged',
    'SubmissionManuallyJudged',
    'SubmissionCancelled',
    'RejudgeRequested',
    'RejudgeApplied',
    'RejudgeUndone',
    'BalloonClaimed',
    'BalloonDelivered',
    'ContestDeleted',
  ],
  tables: ['read.contest_balloon_runs', 'read.contest_balloons'],
  init: `
    CREATE TABLE IF NOT EXISTS read.contest_balloon_runs (
      submit_id bigint PRIMARY KEY,
      cid bigint NOT NULL,
      uid text NOT NULL,
      pid bigint NOT NULL,
      submit_time timestamptz NOT NULL,
      accepted boolean NOT NULL DEFAULT false
    );
    CREATE INDEX IF NOT EXISTS contest_balloon_runs_pair
      ON read.contest_balloon_runs (cid, uid, pid) WHERE accepted;
    CREATE TABLE IF NOT EXISTS read.contest_balloons (
      cid bigint NOT NULL,
      uid text NOT NULL,
      pid bigint NOT NULL,
      submit_id bigint,
      submit_time timestamptz,
      state text NOT NULL DEFAULT 'queued',
      runner text,
      claimed_at timestamptz,
      delivered_at timestamptz,
      PRIMARY KEY (cid, uid, pid)
    );`,
  apply: (event) => {
    switch (event.type) {
      case 'SubmissionCreated': {
        const d = event.data;
        if (d.kind !== 'submission' || d.cid <= 0) return [];
        return [
          q`INSERT INTO read.contest_balloon_runs (submit_id, cid, uid, pid, submit_time)
            VALUES (${d.submitId}, ${d.cid}, ${d.uid}, ${d.pid}, ${d.submitTime}) ON CONFLICT DO NOTHING`,
        ];
      }
      case 'SubmissionJudged': {
        const ac = event.data.status === 'AC';
        // A judge's verdict that is not AC cannot take a balloon away: a rejudge passes through
        // RejudgeRequested (which pushes) before its new verdict.
        return verdict(event.data.submitId, ac, ac);
      }
      case 'SubmissionManuallyJudged':
        return verdict(event.data.submitId, event.data.status === 'AC', true);
      case 'SubmissionCancelled':
      case 'RejudgeRequested':
        return verdict(event.data.submitId, false, true);
      case 'RejudgeApplied':
      case 'RejudgeUndone':
        return event.data.verdicts.flatMap((v) => verdict(v.submitId, v.status === 'AC', true));
      case 'BalloonClaimed':
        return runner('claimed', event.data);
      case 'BalloonDelivered':
        return runner('delivered', event.data);
      case 'ContestDeleted':
        return [
          q`DELETE FROM read.contest_balloon_runs WHERE cid = ${event.data.cid}`,
          q`DELETE FROM read.contest_balloons WHERE cid = ${event.data.cid}`,
        ];
      default:
        return [];
    }
  },
});
