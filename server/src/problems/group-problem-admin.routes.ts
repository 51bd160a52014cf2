import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { ok, page } from '../http/envelope.ts';
import { id, parseBody, parseQuery } from '../http/validate.ts';
import { assertGroup, assertGroupLevel, type GroupRow } from '../groups/index.ts';
import { ensureTags } from '../tags/index.ts';
import { problemDtoSchema, type ProblemDto } from './problem.dto.ts';
import { prepareProblem } from './problem-admin.routes.ts';
import { problemDetailVo, type ProblemRow } from './problem.queries.ts';
import { createProblem, deleteProblem, editProblem, loadActiveProblem } from './save-problem.ts';
import { canManageGroupProblem, loadManagedGroupProblem } from './group-problem.policy.ts';
import { listGroupAdminProblems } from './group-problem.queries.ts';
import {
  assertGroupLimits,
  prefixedDisplayId,
  progressAfterEdit,
  type ApplyProgress,
} from './group-problem.rules.ts';

const gidQuery = z.object({
  gid: id('gid'),
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
});
const pidQuery = z.object({ pid: id('pid'), gid: id('gid').optional().catch(undefined) });
/** HOJ's client names the group inside the problem (`problem.gid`, a number or a string). */
const groupOfDto = z.object({
  problem: z.object({ gid: id('The group id (problem.gid)') }, { error: 'Problem is required' }),
});
const pidOfDto = z.object({
  problem: z.object({ id: id('The problem id (problem.id)') }, { error: 'Problem is required' }),
});

/** The admin table's row: HOJ's list columns and whether the viewer may manage it. */
const adminRowVo = (r: ProblemRow, manageable: boolean) => ({
  id: Number(r.pid),
  problemId: r.problem_id,
  title: r.title,
  author: r.author,
  type: r.type,
  judgeMode: r.judge_mode,
  auth: r.auth,
  difficulty: r.difficulty,
  modifiedUser: r.modified_user,
  isGroup: r.apply_public_progress !== 2,
  gid: r.gid === null ? null : Number(r.gid),
  applyPublicProgress: r.apply_public_progress,
  gmtCreate: r.gmt_create.toISOString(),
  gmtModified: r.gmt_modified.toISOString(),
  manageable,
});

/** The group limits, the short-name prefix, then the site form's own checks and test data. */
const prepareGroupProblem = async (
  deps: Deps,
  root: string,
  dto: ProblemDto,
  group: Pick<GroupRow, 'short_name'>,
  o: Parameters<typeof prepareProblem>[3],
) => {
  const p = dto.problem;
  assertGroupLimits({
    timeLimit: p.timeLimit ?? 1000,
    memoryLimit: p.memoryLimit ?? 256,
    stackLimit: p.stackLimit ?? 128,
  });
  const problemId = prefixedDisplayId(group.short_name, p.problemId);
  return prepareProblem(deps, root, { ...dto, problem: { ...p, problemId } }, o);
};

/** The group admins' problem table and a group problem's create, view, edit and delete. */
export const registerGroupProblemAdminRoutes = (deps: Deps, root: string): Router => {
  const r = Router();

  r.get('/group/get-admin-problem-list', async (req, res) => {
    const user = requireUser(req);
    const q = parseQuery(gidQuery, req);
    await assertGroup(deps.sql, q.gid, user.role);
    const level = await assertGroupLevel(deps.sql, q.gid, user, 4);
    const { rows, total } = await listGroupAdminProblems(deps.sql, q.gid, {
      current: q.currentPage,
      size: q.limit,
    });
    const records = rows.map((row) => adminRowVo(row, canManageGroupProblem(level, user, row)));
    ok(res, page(records, total, q.currentPage, q.limit));
  });

  // The stored display id keeps its prefix, as HOJ answers it: HOJ's form strips the group's
  // short name itself (so does ours), and a second strip would cut the id short.
  r.get('/group/problem', async (req, res) => {
    const user = requireUser(req);
    const { pid, gid } = parseQuery(pidQuery, req);
    const { row } = await loadManagedGroupProblem(deps, user, pid, gid);
    ok(res, problemDetailVo(row));
  });

  r.post('/group/problem', async (req, res) => {
    const user = requireUser(req);
    const dto = parseBody(problemDtoSchema, req);
    const { gid } = parseBody(groupOfDto, req).problem;
    const group = await assertGroup(deps.sql, gid, user.role);
    await assertGroupLevel(deps.sql, gid, user, 4);
    const prepared = await prepareGroupProblem(deps, root, dto, group, {
      author: user.username,
      gid,
    });
    await ensureTags(deps, prepared.problem.tags, user.uid, gid);
    const { pid, position } = await createProblem(deps, { ...prepared, userId: user.uid });
    await deps.projections.waitFor(position);
    ok(res, { pid }, 'Create successfully');
  });

  r.put('/group/problem', async (req, res) => {
    const user = requireUser(req);
    const dto = parseBody(problemDtoSchema, req);
    const pid = parseBody(pidOfDto, req).problem.id;
    const { group } = await loadManagedGroupProblem(deps, user, pid);
    const existing = await loadActiveProblem(deps, pid);
    const prepared = await prepareGroupProblem(deps, root, dto, group, {
      author: existing.author,
      pid,
      existing,
    });
    const progress = progressAfterEdit(existing.applyPublicProgress as ApplyProgress);
    const problem = { ...prepared.problem, applyPublicProgress: progress };
    await ensureTags(deps, problem.tags, user.uid, existing.gid);
    const { position } = await editProblem(deps, {
      pid,
      previousId: existing.problemId,
      problem,
      testCases: prepared.testCases,
      userId: user.uid,
    });
    await deps.projections.waitFor(position);
    ok(res, null, 'Update successfully');
  });

  r.delete('/group/problem', async (req, res) => {
    const user = requireUser(req);
    const { pid, gid } = parseQuery(pidQuery, req);
    await loadManagedGroupProblem(deps, user, pid, gid);
    const { position } = await deleteProblem(deps, { pid, userId: user.uid });
    await deps.projections.waitFor(position);
    ok(res, null, 'Delete successfully');
  });

  return r;
};
