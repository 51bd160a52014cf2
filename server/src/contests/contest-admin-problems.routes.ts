import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { requireRole } from '../auth/authenticate.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { findProblemRow } from '../problems/problem.queries.ts';
import { canManageProblem } from '../problems/problem.policy.ts';
import { managedContest, runContestCommand } from './contest-access.ts';
import { contestManagers, contestProblemRemovers } from './contest.policy.ts';
import { contestProblemRows, contestProblemVo } from './contest.queries.ts';
import { contestProblemPage } from './contest-problem-list.ts';

const id = (name: string) =>
  z.coerce
    .number({ error: `${name} is required` })
    .int()
    .positive(`${name} is required`);
const cidPid = z.object({ cid: id('cid'), pid: id('pid') });
const listQuery = z.object({
  cid: id('cid'),
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
  keyword: z.string().trim().optional().default(''),
});
const lookBody = cidPid.extend({
  displayId: z.string({ error: 'The contest display id is required' }),
  displayTitle: z.string({ error: 'The contest display title is required' }),
  color: z
    .string()
    .nullish()
    .transform((v) => (v ? v : null)),
});
const fromPublicBody = cidPid.extend({
  displayId: z.string({ error: 'The contest display id is required' }),
});

export const notPublicProblem = 'The problem does not exist or is not public';

/** The problem set of a contest under /api/admin/contest (the contest's managers only). */
export const registerContestProblemAdminRoutes = (deps: Deps): Router => {
  const r = Router();

  // HOJ's shape: the contest's problems as Problem entities, plus pid -> contest problem.
  r.get('/admin/contest/get-problem-list', async (req, res) => {
    requireRole(req, contestManagers);
    const q = parseQuery(listQuery, req);
    await managedContest(deps, req, contestManagers, q.cid);
    ok(res, await contestProblemPage(deps.sql, q));
  });

  r.get('/admin/contest/contest-problem', async (req, res) => {
    requireRole(req, contestManagers);
    const { cid, pid } = parseQuery(cidPid, req);
    await managedContest(deps, req, contestManagers, cid);
    const link = (await contestProblemRows(deps.sql, cid)).find((l) => Number(l.pid) === pid);
    if (!link) throw new HttpError(404, 'The problem is not in this contest');
    ok(res, contestProblemVo(link));
  });

  /**
   * Sets a contest problem's display id, title and colour. HOJ's client also links a problem it
   * has just created for the contest (POST /admin/contest/problem without cid) this way: a
   * problem not yet in the contest is added, if it is public or one the caller may manage.
   */
  r.put('/admin/contest/contest-problem', async (req, res) => {
    requireRole(req, contestManagers);
    const b = parseBody(lookBody, req);
    const { user, metadata } = await managedContest(deps, req, contestManagers, b.cid);
    const linked = (await contestProblemRows(deps.sql, b.cid)).some((l) => Number(l.pid) === b.pid);
    if (linked) {
      await runContestCommand(deps, { type: 'UpdateContestProblem', data: b, metadata });
      return ok(res, null, 'Update successfully');
    }
    const problem = await findProblemRow(deps.sql, b.pid);
    if (
      !problem ||
      problem.gid !== null ||
      (problem.auth !== 1 && !canManageProblem(user, problem))
    )
      throw new HttpError(400, notPublicProblem);
    await runContestCommand(deps, { type: 'AddContestProblem', data: b, metadata });
    ok(res, null, 'Update successfully');
  });

  r.post('/admin/contest/add-problem-from-public', async (req, res) => {
    requireRole(req, contestManagers);
    const b = parseBody(fromPublicBody, req);
    const { metadata } = await managedContest(deps, req, contestManagers, b.cid);
    const problem = await findProblemRow(deps.sql, b.pid);
    // "From public": a problem every visitor already sees, never a private or group one.
    if (!problem || problem.auth !== 1 || problem.gid !== null)
      throw new HttpError(400, notPublicProblem);
    await runContestCommand(deps, {
      type: 'AddContestProblem',
      data: { ...b, displayTitle: problem.title, color: null },
      metadata,
    });
    ok(res, null, 'Add successfully');
  });

  r.delete('/admin/contest/problem', async (req, res) => {
    requireRole(req, contestProblemRemovers);
    const { cid, pid } = parseQuery(cidPid, req);
    const { metadata } = await managedContest(deps, req, contestProblemRemovers, cid);
    await runContestCommand(deps, { type: 'RemoveContestProblem', data: { cid, pid }, metadata });
    ok(res, null, 'Delete successfully');
  });

  return r;
};
