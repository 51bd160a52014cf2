import { Router } from 'express';
import { z } from 'zod';
import { testDataRoot } from '@oj/events/testdata';
import type { Deps } from '../deps.ts';
import { requireRole } from '../auth/authenticate.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { ensureTags } from '../tags/index.ts';
import {
  createProblem,
  deleteProblem,
  editProblem,
  loadActiveProblem,
  prepareProblem,
  problemDtoSchema,
} from '../problems/index.ts';
import { findProblemRow, problemDetailVo } from '../problems/problem.queries.ts';
import { canManageProblem, noProblemAccess } from '../problems/problem.policy.ts';
import { managedContest, runContestCommand } from './contest-access.ts';
import { contestManagers } from './contest.policy.ts';
import { contestProblemMessages } from './contest.decider.ts';
import { contestProblemRows } from './contest.queries.ts';

const id = (name: string) =>
  z.coerce
    .number({ error: `${name} is required` })
    .int()
    .positive(`${name} is required`);
// HOJ's client sends no cid here: it creates the problem, then links it with a second call.
const cidPid = z.object({ cid: id('cid').optional(), pid: id('pid') });

/** HOJ's ProblemDTO plus the contest and the problem's place in it (display id, balloon). */
export const contestProblemFormBody = problemDtoSchema.extend({
  cid: id('cid').optional(),
  displayId: z.string({ error: contestProblemMessages.displayId }).max(255).default(''),
  color: z
    .string()
    .max(32)
    .nullish()
    .transform((v) => (v ? v : null)),
});
type FormBody = z.infer<typeof contestProblemFormBody>;

/** A contest-only problem is never listed publicly: its auth is always 3 (contest). */
const asContestProblem = (b: FormBody) => ({ ...b, problem: { ...b.problem, auth: 3 } });

const linkOf = async (deps: Deps, cid: number, pid: number) => {
  const link = (await contestProblemRows(deps.sql, cid)).find((l) => Number(l.pid) === pid);
  if (!link) throw new HttpError(404, contestProblemMessages.notFound);
  return link;
};

/** The display id checks of the contest decider, run before any problem is written. */
export const assertDisplayId = async (deps: Deps, cid: number, displayId: string, pid = 0) => {
  const wanted = displayId.trim().toLowerCase();
  if (!wanted) throw new HttpError(400, contestProblemMessages.displayId);
  const taken = (await contestProblemRows(deps.sql, cid)).some(
    (l) => Number(l.pid) !== pid && l.display_id.toLowerCase() === wanted,
  );
  if (taken) throw new HttpError(409, contestProblemMessages.duplicateId);
};

/**
 * `/api/admin/contest/problem` GET, POST and PUT: problems written for one contest, managed by
 * that contest's admins (`isContestAdmin`) whoever created the problem.
 */
export const registerContestProblemFormRoutes = (deps: Deps): Router => {
  const r = Router();
  const root = testDataRoot();

  r.get('/admin/contest/problem', async (req, res) => {
    requireRole(req, contestManagers);
    const { cid, pid } = parseQuery(cidPid, req);
    if (cid === undefined) {
      // HOJ's shape: the problem alone, under the problem rule.
      const row = await findProblemRow(deps.sql, pid);
      if (!row) throw new HttpError(404, 'The problem does not exist');
      if (!canManageProblem(req.auth.user, row)) throw new HttpError(403, noProblemAccess);
      return ok(res, problemDetailVo(row));
    }
    const { user } = await managedContest(deps, req, contestManagers, cid);
    const link = await linkOf(deps, cid, pid);
    const row = await findProblemRow(deps.sql, pid);
    if (!row) throw new HttpError(404, 'The problem does not exist');
    // The contest route manages contest-only problems; any other stays under the problem rule.
    if (row.auth !== 3 && !canManageProblem(user, row)) throw new HttpError(403, noProblemAccess);
    ok(res, { ...problemDetailVo(row), displayId: link.display_id, color: link.color });
  });

  r.post('/admin/contest/problem', async (req, res) => {
    requireRole(req, contestManagers);
    const b = asContestProblem(parseBody(contestProblemFormBody, req));
    if (b.cid === undefined) {
      // HOJ's shape: a contest-only problem, linked to its contest by a later call.
      const user = requireRole(req, contestManagers);
      const prepared = await prepareProblem(deps, root, b, { author: user.username });
      await ensureTags(deps, prepared.problem.tags, user.uid);
      const { pid, position } = await createProblem(deps, { ...prepared, userId: user.uid });
      await deps.projections.waitFor(position);
      return ok(res, { pid }, 'Create successfully');
    }
    const { user, metadata } = await managedContest(deps, req, contestManagers, b.cid);
    await assertDisplayId(deps, b.cid, b.displayId);
    const prepared = await prepareProblem(deps, root, b, { author: user.username });
    await ensureTags(deps, prepared.problem.tags, user.uid);
    const { pid, position } = await createProblem(deps, { ...prepared, userId: user.uid });
    await deps.projections.waitFor(position);
    const look = { cid: b.cid, pid, displayId: b.displayId, color: b.color };
    try {
      await runContestCommand(deps, {
        type: 'AddContestProblem',
        data: { ...look, displayTitle: prepared.problem.title },
        metadata,
      });
    } catch (error) {
      // A problem for this contest alone is of no use outside it.
      await deleteProblem(deps, { pid, userId: user.uid });
      throw error;
    }
    ok(res, { pid }, 'Create successfully');
  });

  r.put('/admin/contest/problem', async (req, res) => {
    requireRole(req, contestManagers);
    const b = parseBody(contestProblemFormBody, req);
    const cid = b.cid;
    const pid = Number(b.problem.id);
    if (!Number.isInteger(pid) || pid <= 0)
      throw new HttpError(400, 'The problem id (problem.id) is required');
    // HOJ's shape (no cid): the problem alone, under the problem rule.
    const { user, metadata } =
      cid === undefined
        ? { user: requireRole(req, contestManagers), metadata: null }
        : await managedContest(deps, req, contestManagers, cid);
    if (cid !== undefined) {
      await linkOf(deps, cid, pid);
      await assertDisplayId(deps, cid, b.displayId, pid);
    }
    const existing = await loadActiveProblem(deps, pid);
    if (cid === undefined && !canManageProblem(user, { created_by: existing.createdBy }))
      throw new HttpError(403, noProblemAccess);
    if (existing.auth !== 3 && !canManageProblem(user, { created_by: existing.createdBy }))
      throw new HttpError(403, noProblemAccess);
    const dto = { ...b, problem: { ...b.problem, auth: existing.auth } };
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
    if (cid === undefined || metadata === null) return ok(res, null, 'Update successfully');
    await runContestCommand(deps, {
      type: 'UpdateContestProblem',
      data: {
        cid,
        pid,
        displayId: b.displayId,
        displayTitle: prepared.problem.title,
        color: b.color,
      },
      metadata,
    });
    ok(res, null, 'Update successfully');
  });

  return r;
};
