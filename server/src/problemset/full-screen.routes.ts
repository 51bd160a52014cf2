import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import { authorizeContestEntry } from '../contests/index.ts';
import { isContestAdmin } from '../contests/contest.policy.ts';
import { contestProblemRows } from '../contests/contest.queries.ts';
import { contestProblemStatuses } from '../contests/contest-submission.queries.ts';
import { authorizeTrainingEntry, trainingFullScreenList } from '../trainings/index.ts';

const id = z.coerce.number().int().positive().optional().catch(undefined);
const query = z.object({ tid: id, cid: id });

/**
 * The focus mode's bottom strip (HOJ's ProblemFullScreenListVO): a training's or a contest's
 * problems with the viewer's status (0 accepted, -1 tried, 5 waiting; null not submitted;
 * -5 in an OI contest for anyone but its admins, whose scores stay hidden during the run).
 */
export const registerFullScreenRoutes = (deps: Deps): Router => {
  const r = Router();
  r.get('/get-full-screen-problem-list', async (req, res) => {
    const user = requireUser(req);
    const q = parseQuery(query, req);
    if (q.tid) {
      await authorizeTrainingEntry(deps, user, q.tid);
      return ok(res, await trainingFullScreenList(deps.sql, q.tid, user.uid));
    }
    if (!q.cid) throw new HttpError(400, 'tid or cid is required');
    const contest = await authorizeContestEntry(deps, user, q.cid);
    const hide = contest.type === 1 && !isContestAdmin(user, contest);
    const [rows, mine] = await Promise.all([
      contestProblemRows(deps.sql, q.cid),
      contestProblemStatuses(deps.sql, q.cid, user.uid),
    ]);
    ok(
      res,
      rows.map((p) => {
        const m = mine.get(Number(p.pid));
        const status = !m ? null : hide ? -5 : m.ac ? 0 : m.waiting && !m.judged ? 5 : -1;
        return {
          pid: Number(p.pid),
          problemId: p.display_id,
          title: p.display_title,
          status,
          score: hide ? null : (m?.score ?? null),
        };
      }),
    );
  });
  return r;
};
