import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { requireRole } from '../auth/authenticate.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { parseBody } from '../http/validate.ts';
import { canManageProblem, noProblemAccess, problemEditors } from './problem.policy.ts';
import { editProblem, loadActiveProblem } from './save-problem.ts';

/** HOJ sends the whole Problem; only its id and auth matter here. */
const authBody = z.object({
  id: z.coerce.number({ error: 'The problem id is required' }).int().positive(),
  auth: z
    .number({ error: 'Auth must be 1 (public), 2 (private) or 3 (contest)' })
    .int()
    .min(1, 'Auth must be 1 (public), 2 (private) or 3 (contest)')
    .max(3, 'Auth must be 1 (public), 2 (private) or 3 (contest)'),
});

export const noPublishAccess = 'Sorry, only super and problem admins can make a problem public';

/**
 * `PUT /api/admin/problem/change-problem-auth`: the list's visibility switch. As in HOJ, a
 * plain admin may hide a problem or make it a contest problem, never make it public.
 */
export const registerProblemAuthRoutes = (deps: Deps): Router => {
  const r = Router();
  r.put('/admin/problem/change-problem-auth', async (req, res) => {
    const user = requireRole(req, problemEditors);
    const { id, auth } = parseBody(authBody, req);
    const { createdBy, caseVersion: _v, testCases, ...problem } = await loadActiveProblem(deps, id);
    const access = {
      created_by: createdBy,
      gid: problem.gid,
      apply_public_progress: problem.applyPublicProgress,
    };
    if (!canManageProblem(user, access)) throw new HttpError(403, noProblemAccess);
    if (auth === 1 && user.role !== 'root' && user.role !== 'problem_admin')
      throw new HttpError(403, noPublishAccess);
    const { position } = await editProblem(deps, {
      pid: id,
      previousId: problem.problemId,
      problem: { ...problem, auth },
      testCases,
      userId: user.uid,
    });
    await deps.projections.waitFor(position);
    ok(res, null, 'Update successfully');
  });
  return r;
};
