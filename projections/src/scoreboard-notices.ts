import { scoreboardChannel } from '@oj/events';
import { q, type Statement } from './define-projection.ts';

/**
 * Tells the servers that a contest submission's verdict changed, from inside the projection's
 * transaction (NOTIFY is delivered on commit, so the server reads the committed row). The
 * verdict events carry no contest id: the row knows it, and non-contest rows send nothing.
 */
export const contestVerdictChanged = (submitId: number): Statement =>
  q`SELECT pg_notify(${scoreboardChannel}, json_build_object('cid', cid, 'submitId', submit_id)::text)
    FROM read.submissions WHERE submit_id = ${submitId} AND cid <> 0 AND kind = 'submission'`;

/** Tells the servers that a contest's settings or problem set changed: boards are rebuilt. */
export const contestBoardChanged = (cid: number): Statement =>
  q`SELECT pg_notify(${scoreboardChannel}, json_build_object('cid', ${cid}::bigint)::text)`;
