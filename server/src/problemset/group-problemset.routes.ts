import { Router } from 'express';
import { z } from 'zod';
import type { Role } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { id, parseQuery } from '../http/validate.ts';
import { assertGroup, groupLevelOf, type GroupLevel } from '../groups/index.ts';
import { groupProblemMessages } from '../problems/group-problem.policy.ts';
import { listGroupProblems, problemListRecords } from './problemset.queries.ts';

const listQuery = z.object({
  gid: id('gid'),
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
});

/** The group exists (and is not banned) and the viewer is a member: answers the level. */
export const assertGroupProblemPage = async (
  deps: Pick<Deps, 'sql'>,
  user: { uid: string; role: Role },
  gid: number,
): Promise<GroupLevel> => {
  await assertGroup(deps.sql, gid, user.role);
  const level = await groupLevelOf(deps.sql, gid, user);
  if (level < 3) throw new HttpError(403, groupProblemMessages.notMember);
  return level;
};

/** `GET /api/group/get-problem-list`: a group's problem tab for its members (10 a page). */
export const registerGroupProblemsetRoutes = (deps: Deps): Router => {
  const r = Router();
  r.get('/group/get-problem-list', async (req, res) => {
    const q = parseQuery(listQuery, req);
    await assertGroupProblemPage(deps, requireUser(req), q.gid);
    const { rows, total } = await listGroupProblems(deps.sql, q.gid, q.currentPage, q.limit);
    const records = await problemListRecords(deps.sql, rows);
    ok(res, page(records, total, q.currentPage, q.limit));
  });
  return r;
};
