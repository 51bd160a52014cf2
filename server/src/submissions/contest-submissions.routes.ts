import { Router } from 'express';
import { z } from 'zod';
import { statusOfCode } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { ok, page } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import { authorizeContestEntry } from '../contests/index.ts';
import {
  contestResultMask,
  isContestAdmin,
  isResultMasked,
  maskedStatus,
} from '../contests/contest.policy.ts';
import { contestProblemRows, findContestProblemByDisplayId } from '../contests/contest.queries.ts';
import { isSuperAdmin } from './submission.policy.ts';
import { judgeVo, maskedJudgeVo } from './judge-vo.ts';
import { listSubmissions } from './submission-list.queries.ts';

const bool = z.preprocess((v) => v === 'true' || v === true, z.boolean());
const contestListQuery = z.object({
  contestID: z.coerce
    .number({ error: 'The contest does not exist' })
    .int()
    .positive('The contest does not exist'),
  limit: z.coerce.number().int().min(1).max(100).optional().default(15),
  currentPage: z.coerce.number().int().min(1).optional().default(1),
  onlyMine: bool.optional().default(false),
  problemID: z.string().max(100).optional(),
  status: z.coerce.number().int().min(-10).max(10).optional(),
  username: z.string().max(100).optional(),
});

/**
 * A contest's submissions tab. Contestants see only their own rows while the contest runs;
 * after the end everyone's. Results the board keeps sealed for the viewer show as submitted
 * only (status -5, `contestResultMask`): others' frozen-window runs while the contest keeps its
 * real rank hidden, and in OI without real-time rank the contestant's own too. The status
 * filter sees what the viewer sees. Contest admins see everything.
 */
export const registerContestSubmissionRoutes = (deps: Deps): Router => {
  const r = Router();

  r.get('/contest-submissions', async (req, res) => {
    const viewer = requireUser(req);
    const q = parseQuery(contestListQuery, req);
    const contest = await authorizeContestEntry(deps, viewer, q.contestID);
    const cid = Number(contest.id);
    const admin = isContestAdmin(viewer, contest);
    const now = new Date();
    const running = now < contest.end_time;
    const problem = q.problemID
      ? await findContestProblemByDisplayId(deps.sql, cid, q.problemID)
      : undefined;
    const onlyMine = q.onlyMine || (!admin && running);
    const mask = contestResultMask(viewer, contest, now);
    const maskedOnly = q.status === maskedStatus;
    const { rows, total } =
      q.problemID && !problem
        ? { rows: [], total: 0 }
        : await listSubmissions(deps.sql, {
            limit: q.limit,
            currentPage: q.currentPage,
            status: q.status === undefined || maskedOnly ? undefined : statusOfCode(q.status),
            problemID: undefined,
            completeProblemID: false,
            uid: onlyMine ? viewer.uid : undefined,
            username: onlyMine ? undefined : q.username,
            viewer,
            contest: { cid, pid: problem ? Number(problem.pid) : undefined, mask, maskedOnly },
          });
    const problems = new Map(
      (await contestProblemRows(deps.sql, cid)).map((p) => [Number(p.pid), p]),
    );
    const records = rows.map((s) => {
      const p = problems.get(Number(s.pid));
      const vo = {
        ...judgeVo(s, { code: false, judger: isSuperAdmin(viewer), title: p?.display_title ?? '' }),
        displayId: p?.display_id ?? s.display_pid,
        displayPid: p?.display_id ?? s.display_pid,
      };
      return isResultMasked(mask, s) ? maskedJudgeVo(vo) : vo;
    });
    ok(res, page(records, total, q.currentPage, q.limit));
  });

  return r;
};
