import { notifyRows, scoreboardChannel } from '@oj/events';
import type { Statement } from './define-projection.ts';

/**
 * Tells the servers that a contest submission's verdict changed, from inside the projection's
 * transaction (NOTIFY is delivered on commit), with the row as this transaction leaves it: the
 * fields the board's scoring fold takes (`scoreboardNoticeSchema`), so no server reads it back.
 * `submission` is null when the problem is not on the contest's board (the server rebuilds).
 * The verdict events carry no contest id: the row knows it, and non-contest rows send nothing.
 */
export const contestVerdictChanged = (submitId: number): Statement =>
  notifyRows(
    scoreboardChannel,
    `SELECT s.cid, CASE WHEN cp.display_id IS NULL THEN NULL ELSE json_build_object(
              'submitId', s.submit_id, 'uid', s.uid, 'pid', cp.display_id,
              'submitTime', floor(extract(epoch FROM s.submit_time) * 1000)::bigint,
              'status', s.status, 'score', s.score, 'time', s.time) END AS submission
       FROM read.submissions s
       LEFT JOIN read.contest_problems cp ON cp.cid = s.cid AND cp.pid = s.pid
       WHERE s.submit_id = $1 AND s.cid <> 0 AND s.kind = 'submission'`,
    [submitId],
  );

/** Tells the servers that a contest's settings or problem set changed: boards are rebuilt. */
export const contestBoardChanged = (cid: number): Statement =>
  notifyRows(scoreboardChannel, `SELECT $1::bigint AS cid`, [cid]);
