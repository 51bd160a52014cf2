import { Router, type Request } from 'express';
import { z } from 'zod';
import { balloonStream, handleCommand } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { visibleContest } from './contest-access.ts';
import { isContestAdmin, noContestAccess } from './contest.policy.ts';
import { balloonDecider } from './balloon.decider.ts';
import { contestBalloons } from './balloon.queries.ts';

const id = (label: string) =>
  z.coerce
    .number({ error: `${label} is required` })
    .int(`${label} must be an id`)
    .positive(`${label} is required`);
const balloonKey = z.object({
  cid: id('cid'),
  uid: z.string({ error: 'uid is required' }).min(1, 'uid is required'),
  pid: id('pid'),
});

/** The contest with the signed-in user as its admin (the runners), or the 401/403/404. */
const runnerOf = async (deps: Deps, req: Request, cid: number) => {
  const user = requireUser(req);
  const contest = await visibleContest(deps, req, cid);
  if (!isContestAdmin(user, contest)) throw new HttpError(403, noContestAccess);
  return { user, contest };
};

/**
 * The balloon runner queue of a contest (its admins only): the list, claim and deliver. A
 * balloon is due while its team's first AC of the problem stands in the contest window.
 */
export const registerBalloonRoutes = (deps: Deps): Router => {
  const r = Router();

  r.get('/get-contest-balloons', async (req, res) => {
    const { cid } = parseQuery(z.object({ cid: id('cid') }), req);
    const { contest } = await runnerOf(deps, req, cid);
    ok(res, await contestBalloons(deps.sql, contest));
  });

  const act = (path: string, type: 'ClaimBalloon' | 'DeliverBalloon') =>
    r.put(path, async (req, res) => {
      const key = parseBody(balloonKey, req);
      const { user, contest } = await runnerOf(deps, req, key.cid);
      const due = (await contestBalloons(deps.sql, contest)).some(
        (b) => b.uid === key.uid && b.pid === key.pid && !b.revoked,
      );
      const result = await handleCommand(
        deps.store,
        balloonStream(key.cid, key.uid, key.pid),
        balloonDecider,
        {
          type,
          data: { ...key, due },
          metadata: { now: new Date().toISOString(), userId: user.uid },
        },
      );
      await deps.projections.waitFor(result.appended?.position ?? 0);
      ok(res, null, 'Update successfully');
    });
  act('/claim-contest-balloon', 'ClaimBalloon');
  act('/deliver-contest-balloon', 'DeliverBalloon');

  return r;
};
