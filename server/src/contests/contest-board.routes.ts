import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import { visibleContest } from './contest-access.ts';
import { isContestAdmin, noContestAccess } from './contest.policy.ts';
import { contestProblemRows, contestProblemVo, contestVo } from './contest.queries.ts';

const cid = z.coerce.number({ error: 'cid is required' }).int().positive('cid is required');

/** Headers of the boards outside a contest page: the outside scoreboard and the scroll board. */
export const registerContestBoardRoutes = (deps: Deps): Router => {
  const r = Router();

  // The outside scoreboard's header, for visitors too, only where the admin opened it;
  // `isContestAdmin` (not in HOJ) shows the force-update switch to those the server obeys.
  r.get('/get-contest-outsize-info', async (req, res) => {
    const contest = await visibleContest(deps, req, parseQuery(z.object({ cid }), req).cid);
    const admin = isContestAdmin(req.auth.user, contest);
    if (!contest.open_rank && !admin)
      throw new HttpError(403, 'The outside scoreboard of this contest is not open');
    const now = new Date();
    const problems = await contestProblemRows(deps.sql, Number(contest.id));
    ok(res, {
      contest: { ...contestVo(contest, now), now: now.toISOString(), isContestAdmin: admin },
      problemList: problems.map(contestProblemVo),
    });
  });

  // The standalone scroll board's header (ACM only; its tab is for contest admins).
  r.get('/get-contest-scroll-board-info', async (req, res) => {
    const contest = await visibleContest(deps, req, parseQuery(z.object({ cid }), req).cid);
    if (!isContestAdmin(req.auth.user, contest)) throw new HttpError(403, noContestAccess);
    if (contest.type !== 0) throw new HttpError(400, 'The scroll board is only for ACM contests');
    const problems = await contestProblemRows(deps.sql, Number(contest.id));
    ok(res, {
      id: Number(contest.id),
      rankShowName: contest.rank_show_name,
      problemCount: problems.length,
      balloonColor: Object.fromEntries(problems.map((p) => [p.display_id, p.color])),
      startTime: contest.start_time.toISOString(),
      sealRankTime: contest.seal_rank_time.toISOString(),
      starUserList: contest.star_account,
    });
  });

  return r;
};
