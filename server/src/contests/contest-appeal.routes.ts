import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import { visibleContest } from './contest-access.ts';
import { isContestAdmin, noContestAccess } from './contest.policy.ts';
import { appealView } from './scoreboard/appeal-view.ts';
import { boardHistoriesOf } from './scoreboard/board-histories.ts';

const appealQuery = z.object({
  cid: z.coerce.number({ error: 'cid is required' }).int().positive('cid is required'),
  /** The team, by uid or by username (what an admin types). */
  uid: z.string().max(64).nullish(),
  username: z.string().max(64).nullish(),
  atTime: z.coerce
    .number({ error: 'atTime must be a number of seconds from the contest start' })
    .min(0, 'atTime must be a number of seconds from the contest start'),
});

/** Appeals (issue 18): what one team saw at one moment, for the contest's admins. */
export const registerContestAppealRoutes = (deps: Deps): Router => {
  const r = Router();
  r.get('/get-contest-appeal-view', async (req, res) => {
    const q = parseQuery(appealQuery, req);
    const contest = await visibleContest(deps, req, q.cid);
    if (!isContestAdmin(req.auth.user, contest)) throw new HttpError(403, noContestAccess);
    const [user] = await deps.sql<{ uid: string }[]>`
      SELECT uid FROM read.users
      WHERE uid = ${q.uid ?? ''} OR username_lower = ${(q.username ?? '').toLowerCase()} LIMIT 1`;
    if (!user) throw new HttpError(404, 'The user does not exist');
    const history = await boardHistoriesOf(deps).of(contest);
    ok(res, await appealView(deps.sql, q.cid, history, { uid: user.uid, atTime: q.atTime }));
  });
  return r;
};
