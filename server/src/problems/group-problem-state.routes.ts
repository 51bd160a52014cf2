import { Router, type Request } from 'express';
import { z } from 'zod';
import type { ProblemFields } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { id, parseBody, parseQuery } from '../http/validate.ts';
import { assertGroup, assertGroupLevel } from '../groups/index.ts';
import { listGroupTags, tagVo } from '../tags/tags.queries.ts';
import { caseVo } from './problem-list.routes.ts';
import { editProblem, loadActiveProblem } from './save-problem.ts';
import { loadManagedGroupProblem } from './group-problem.policy.ts';
import { nextApplyProgress, type ApplyProgress } from './group-problem.rules.ts';

const authMessage = 'Auth must be 1 (public in the group) or 2 (private)';
const authInput = z.object({
  pid: id('pid'),
  auth: z.coerce
    .number({ error: authMessage })
    .int(authMessage)
    .min(1, authMessage)
    .max(2, authMessage),
});
const applyInput = z.object({
  pid: id('pid'),
  isApplied: z.boolean({ error: 'isApplied must be true or false' }),
});
const casesQuery = z.object({ pid: id('pid') });
const gidQuery = z.object({ gid: id('gid') });

/** HOJ's client sends these as query parameters; a JSON body is read as well. */
const input = <S extends z.ZodType>(schema: S, req: Request): z.infer<S> =>
  Object.keys(req.query).length > 0 ? parseQuery(schema, req) : parseBody(schema, req);

/** Saves the stored problem with one change, as the list's inline switches do. */
const saveChange = async (
  deps: Deps,
  pid: number,
  userId: string,
  change: (p: ProblemFields) => ProblemFields,
) => {
  const {
    createdBy: _c,
    caseVersion: _v,
    testCases,
    ...problem
  } = await loadActiveProblem(deps, pid);
  const { position } = await editProblem(deps, {
    pid,
    previousId: problem.problemId,
    problem: change(problem),
    testCases,
    userId,
  });
  await deps.projections.waitFor(position);
};

/** A group problem's cases, the group's tags, the auth switch and the apply-for-public button. */
export const registerGroupProblemStateRoutes = (deps: Deps, root: string): Router => {
  const r = Router();

  r.get('/group/get-problem-cases', async (req, res) => {
    const user = requireUser(req);
    const { pid } = parseQuery(casesQuery, req);
    const { row } = await loadManagedGroupProblem(deps, user, pid);
    const cases = [];
    for (const c of row.test_cases) cases.push(await caseVo(root, row, c));
    ok(res, cases);
  });

  r.get('/group/get-all-problem-tags', async (req, res) => {
    const user = requireUser(req);
    const { gid } = parseQuery(gidQuery, req);
    await assertGroup(deps.sql, gid, user.role);
    await assertGroupLevel(deps.sql, gid, user, 4);
    ok(res, (await listGroupTags(deps.sql, gid)).map(tagVo));
  });

  r.put('/group/change-problem-auth', async (req, res) => {
    const user = requireUser(req);
    const { pid, auth } = input(authInput, req);
    await loadManagedGroupProblem(deps, user, pid);
    await saveChange(deps, pid, user.uid, (p) => ({ ...p, auth }));
    ok(res, null, 'Update successfully');
  });

  r.put('/group/apply-public', async (req, res) => {
    const user = requireUser(req);
    const { pid, isApplied } = input(applyInput, req);
    await loadManagedGroupProblem(deps, user, pid);
    await saveChange(deps, pid, user.uid, (p) => ({
      ...p,
      applyPublicProgress: nextApplyProgress(p.applyPublicProgress as ApplyProgress, isApplied),
    }));
    ok(res, null, isApplied ? 'Apply successfully' : 'Cancel successfully');
  });

  return r;
};
