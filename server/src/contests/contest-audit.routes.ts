import { Router } from 'express';
import { z } from 'zod';
import { contestStream, storeChainHashAt } from '@oj/events';
import type { Deps } from '../deps.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { id, parseQuery } from '../http/validate.ts';
import { visibleContest } from './contest-access.ts';

export const contestAuditMessages = {
  notEnded: 'The contest has not ended: its results are not final yet',
  notChained: 'The audit chain has not reached these results yet: try again in a moment',
};

/**
 * The tamper-evident pin of an ended contest's results: the event log's chain hash at the last
 * event that changed them (a verdict, a rejudge, a change of the contest). Anyone who kept it
 * can check later that nothing before it was edited (`npm run audit:verify` prints the chain).
 */
export const registerContestAuditRoutes = (deps: Deps): Router => {
  const r = Router();
  r.get('/get-contest-results-hash', async (req, res) => {
    const { cid } = parseQuery(z.object({ cid: id('cid') }), req);
    const contest = await visibleContest(deps, req, cid);
    if (Date.now() < contest.end_time.getTime())
      throw new HttpError(400, contestAuditMessages.notEnded);
    const [log] = await deps.sql<{ p: string | null }[]>`
      SELECT max(position)::text AS p FROM read.contest_verdict_log WHERE cid = ${cid}`;
    const stream = await deps.store.readStream(contestStream(cid));
    const last = Math.max(Number(log?.p ?? 0), stream.at(-1)?.position ?? 0);
    // EventStoreDB: from the chained checkpoint, once it has linked every event up to `last`.
    const pin = await storeChainHashAt(deps.sql, deps.store, last);
    if (!pin) throw new HttpError(404, contestAuditMessages.notChained);
    ok(res, { cid, ...pin });
  });
  return r;
};
