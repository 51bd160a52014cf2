import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { requireRole } from '../auth/authenticate.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { id, parseBody, parseQuery } from '../http/validate.ts';
import { problemDeleters } from './problem.policy.ts';
import { problemVo } from './problem.queries.ts';
import { listAppliedGroupProblems } from './group-problem.queries.ts';
import { groupProblemMessages } from './group-problem.policy.ts';
import { applyMessages } from './group-problem.rules.ts';
import { editProblem, loadActiveProblem } from './save-problem.ts';

const listQuery = z.object({
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
  keyword: z.string().trim().max(200, 'The keyword can be at most 200 characters').optional(),
  gid: id('gid').optional().catch(undefined),
});
const progressBody = z.object({
  pid: id('pid'),
  progress: z.coerce
    .number({ error: applyMessages.badProgress })
    .int(applyMessages.badProgress)
    .min(1, applyMessages.badProgress)
    .max(3, applyMessages.badProgress),
});

/**
 * The super admin's review of group problems applying to be public (HOJ's
 * admin/group-problem, for root and problem admins): the list, and the decision. Public (2)
 * puts the problem in the public set while it stays in its group; refused (3) and applying (1)
 * keep it the group's alone.
 */
export const registerGroupProblemApplyRoutes = (deps: Deps): Router => {
  const r = Router();

  r.get('/admin/group-problem/list', async (req, res) => {
    requireRole(req, problemDeleters);
    const q = parseQuery(listQuery, req);
    const { rows, total } = await listAppliedGroupProblems(deps.sql, {
      current: q.currentPage,
      size: q.limit,
      keyword: q.keyword ?? '',
      gid: q.gid,
    });
    const records = rows.map((row) => ({ ...problemVo(row), groupName: row.group_name }));
    ok(res, page(records, total, q.currentPage, q.limit));
  });

  r.put('/admin/group-problem/change-progress', async (req, res) => {
    const user = requireRole(req, problemDeleters);
    const { pid, progress } = parseBody(progressBody, req);
    const {
      createdBy: _c,
      caseVersion: _v,
      testCases,
      ...problem
    } = await loadActiveProblem(deps, pid);
    if (problem.gid === null) throw new HttpError(400, groupProblemMessages.notGroupProblem);
    const { position } = await editProblem(deps, {
      pid,
      previousId: problem.problemId,
      problem: { ...problem, applyPublicProgress: progress },
      testCases,
      userId: user.uid,
    });
    await deps.projections.waitFor(position);
    ok(res, null, 'Update successfully');
  });

  return r;
};
