import { Router } from 'express';
import { DomainError, type ProblemSnapshot } from '@oj/events';
import type { Deps } from '../deps.ts';
import { ensureTags } from '../tags/index.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { requireRole } from '../auth/authenticate.ts';
import { pidQuery, problemDtoSchema, toProblemFields, type ProblemDto } from './problem.dto.ts';
import { assertProblemHead, assertProblemTail } from './problem.rules.ts';
import { buildTestCases, checkSamples } from './problem-cases.ts';
import {
  canManageProblem,
  noProblemAccess,
  problemDeleters,
  problemEditors,
} from './problem.policy.ts';
import { findProblemRow, problemDetailVo } from './problem.queries.ts';
import {
  assertDisplayIdFree,
  createProblem,
  deleteProblem,
  editProblem,
  loadActiveProblem,
} from './save-problem.ts';
import { problemNotFound } from './problem.decider.ts';

/**
 * From the DTO to what the decider needs, checked in the form's order; test data (manual
 * samples) is written only once every rule has passed. The group and the apply-for-public
 * progress are the server's: kept from the stored problem (or `gid` for a new group problem),
 * never taken from the body.
 */
export const prepareProblem = async (
  deps: Deps,
  root: string,
  dto: ProblemDto,
  o: { author: string; pid?: number; existing?: ProblemSnapshot; gid?: number | null },
) => {
  const problem = {
    ...toProblemFields(dto, o.author),
    gid: o.existing ? o.existing.gid : (o.gid ?? null),
    applyPublicProgress: o.existing ? o.existing.applyPublicProgress : null,
  };
  assertProblemHead(problem);
  checkSamples(dto, problem);
  assertProblemTail(problem);
  await assertDisplayIdFree(deps, problem.problemId, o.pid);
  const testCases = await buildTestCases(root, dto, problem, o.existing);
  return { problem, testCases };
};

const pidOf = (dto: ProblemDto): number => {
  const pid = Number(dto.problem.id);
  if (!Number.isInteger(pid) || pid <= 0)
    throw new DomainError('invalid', 'The problem id (problem.id) is required');
  return pid;
};

/** Problem create, edit, view and delete for the admin pages. */
export const registerProblemAdminRoutes = (deps: Deps, root: string): Router => {
  const r = Router();

  r.post('/admin/problem', async (req, res) => {
    const user = requireRole(req, problemEditors);
    const dto = parseBody(problemDtoSchema, req);
    const prepared = await prepareProblem(deps, root, dto, { author: user.username });
    await ensureTags(deps, prepared.problem.tags, user.uid);
    const { position } = await createProblem(deps, { ...prepared, userId: user.uid });
    await deps.projections.waitFor(position);
    ok(res, null);
  });

  r.put('/admin/problem', async (req, res) => {
    const user = requireRole(req, problemEditors);
    const dto = parseBody(problemDtoSchema, req);
    const pid = pidOf(dto);
    const existing = await loadActiveProblem(deps, pid);
    if (
      !canManageProblem(user, {
        created_by: existing.createdBy,
        gid: existing.gid,
        apply_public_progress: existing.applyPublicProgress,
      })
    )
      throw new HttpError(403, noProblemAccess);
    const prepared = await prepareProblem(deps, root, dto, {
      author: existing.author,
      pid,
      existing,
    });
    await ensureTags(deps, prepared.problem.tags, user.uid);
    const { position } = await editProblem(deps, {
      ...prepared,
      pid,
      previousId: existing.problemId,
      userId: user.uid,
    });
    await deps.projections.waitFor(position);
    ok(res, null);
  });

  r.get('/admin/problem', async (req, res) => {
    const user = requireRole(req, problemEditors);
    const { pid } = parseQuery(pidQuery, req);
    const row = await findProblemRow(deps.sql, pid);
    if (!row) throw new DomainError('not_found', problemNotFound);
    if (!canManageProblem(user, row)) throw new HttpError(403, noProblemAccess);
    ok(res, problemDetailVo(row));
  });

  r.delete('/admin/problem', async (req, res) => {
    const user = requireRole(req, problemDeleters);
    const { pid } = parseQuery(pidQuery, req);
    const row = await findProblemRow(deps.sql, pid);
    if (row && !canManageProblem(user, row)) throw new HttpError(403, noProblemAccess);
    const { position } = await deleteProblem(deps, { pid, userId: user.uid });
    await deps.projections.waitFor(position);
    ok(res, null);
  });

  return r;
};
