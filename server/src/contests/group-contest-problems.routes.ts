import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { id, parseBody, parseQuery } from '../http/validate.ts';
import { editProblem, loadActiveProblem } from '../problems/index.ts';
import {
  findProblemByDisplayId,
  findProblemRow,
  type ProblemRow,
} from '../problems/problem.queries.ts';
import { isGroupOnly } from '../problems/problem.policy.ts';
import { runContestCommand } from './contest-access.ts';
import { contestProblemMessages } from './contest.decider.ts';
import { findContestProblem, contestProblemVo } from './contest.queries.ts';
import { contestProblemPage, pickableProblemPage } from './contest-problem-list.ts';
import { groupPageQuery, managedGroupContest } from './group-contest-access.ts';

const cidPid = z.object({ cid: id('cid'), pid: id('pid') });
const optionalInt = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? undefined : v),
  z.coerce.number().int().optional().catch(undefined),
);
const listQuery = z.object({
  cid: id('cid'),
  ...groupPageQuery,
  keyword: z.string().trim().max(100).optional().default(''),
  problemType: optionalInt,
});
const displayId = z.string({ error: contestProblemMessages.displayId }).max(255);
const lookBody = cidPid.extend({
  displayId,
  displayTitle: z.string({ error: contestProblemMessages.displayTitle }).max(255),
  color: z
    .string()
    .max(32)
    .nullish()
    .transform((v) => (v ? v : null)),
});
const fromPublicBody = cidPid.extend({ displayId });
const fromGroupQuery = z.object({
  problemId: z.string({ error: 'The problem id is required' }).trim().min(1).max(255),
  cid: id('cid'),
  displayId,
});

export const groupContestProblemMessages = {
  notPublic: 'The problem does not exist or is not public',
  notInGroup: 'The problem does not exist or is not a problem of this group',
} as const;

/** A problem anyone may already see (public, and not a group's own): what "from public" adds. */
const isPublic = (p: ProblemRow) => p.auth === 1 && !isGroupOnly(p);
const ofGroup = (p: ProblemRow, gid: number) => p.gid !== null && Number(p.gid) === gid;

/**
 * The problem set of a group contest under /api/group (its contest admins only): HOJ's list
 * (the contest's problems, or with `problemType` the public picker), a problem's look, adding
 * from the public set or from the group, and removing.
 */
export const registerGroupContestProblemRoutes = (deps: Deps): Router => {
  const r = Router();

  r.get('/group/get-contest-problem-list', async (req, res) => {
    const q = parseQuery(listQuery, req);
    await managedGroupContest(deps, req, q.cid);
    const { problemType } = q;
    ok(
      res,
      problemType === undefined
        ? await contestProblemPage(deps.sql, q)
        : await pickableProblemPage(deps.sql, { ...q, problemType }),
    );
  });

  r.get('/group/contest-problem', async (req, res) => {
    const { cid, pid } = parseQuery(cidPid, req);
    await managedGroupContest(deps, req, cid);
    const link = await findContestProblem(deps.sql, cid, pid);
    if (!link) throw new HttpError(404, contestProblemMessages.notFound);
    ok(res, contestProblemVo(link));
  });

  /**
   * A problem's display id, title and balloon. HOJ's client also links a problem it has just
   * written for the contest this way (POST /group/contest-problem, then this): a problem not in
   * the contest yet is added if it is public or one of the contest's group.
   */
  r.put('/group/contest-problem', async (req, res) => {
    const b = parseBody(lookBody, req);
    const { gid, metadata } = await managedGroupContest(deps, req, b.cid);
    if (await findContestProblem(deps.sql, b.cid, b.pid)) {
      await runContestCommand(deps, { type: 'UpdateContestProblem', data: b, metadata });
      return ok(res, null, 'Update successfully');
    }
    const problem = await findProblemRow(deps.sql, b.pid);
    if (!problem || !(isPublic(problem) || ofGroup(problem, gid)))
      throw new HttpError(400, groupContestProblemMessages.notInGroup);
    await runContestCommand(deps, { type: 'AddContestProblem', data: b, metadata });
    ok(res, null, 'Update successfully');
  });

  r.delete('/group/contest-problem', async (req, res) => {
    const { cid, pid } = parseQuery(cidPid, req);
    const { metadata } = await managedGroupContest(deps, req, cid);
    await runContestCommand(deps, { type: 'RemoveContestProblem', data: { cid, pid }, metadata });
    ok(res, null, 'Delete successfully');
  });

  r.post('/group/add-contest-problem-from-public', async (req, res) => {
    const b = parseBody(fromPublicBody, req);
    const { metadata } = await managedGroupContest(deps, req, b.cid);
    const problem = await findProblemRow(deps.sql, b.pid);
    if (!problem || !isPublic(problem))
      throw new HttpError(400, groupContestProblemMessages.notPublic);
    await runContestCommand(deps, {
      type: 'AddContestProblem',
      data: { ...b, displayTitle: problem.title, color: null },
      metadata,
    });
    ok(res, null, 'Add successfully');
  });

  // HOJ sends these as query parameters. The id is the group problem's display id, with or
  // without the group's short-name prefix.
  r.post('/group/add-contest-problem-from-group', async (req, res) => {
    const q = parseQuery(fromGroupQuery, req);
    const { gid, group, user, metadata } = await managedGroupContest(deps, req, q.cid);
    const found =
      (await findProblemByDisplayId(deps.sql, q.problemId)) ??
      (await findProblemByDisplayId(deps.sql, `${group.short_name}${q.problemId}`));
    if (!found || !ofGroup(found, gid))
      throw new HttpError(400, groupContestProblemMessages.notInGroup);
    const pid = Number(found.pid);
    await runContestCommand(deps, {
      type: 'AddContestProblem',
      data: { cid: q.cid, pid, displayId: q.displayId, displayTitle: found.title, color: null },
      metadata,
    });
    // As in HOJ, a group problem in a contest becomes a contest problem (auth 3): members no
    // longer find it in the group's problem list, where it would give the contest away.
    if (found.auth !== 3) {
      const {
        createdBy: _c,
        caseVersion: _v,
        testCases,
        ...problem
      } = await loadActiveProblem(deps, pid);
      const { position } = await editProblem(deps, {
        pid,
        previousId: problem.problemId,
        problem: { ...problem, auth: 3 },
        testCases,
        userId: user.uid,
      });
      await deps.projections.waitFor(position);
    }
    ok(res, null, 'Add successfully');
  });

  return r;
};
