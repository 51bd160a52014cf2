import { Router } from 'express';
import { z } from 'zod';
import type { Role, Sql } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { id, parseQuery } from '../http/validate.ts';
import { assertGroup, groupLevelOf, type GroupLevel } from '../groups/index.ts';
import { groupProblemMessages } from '../problems/group-problem.policy.ts';
import { tagsByName } from '../tags/tags.queries.ts';
import { countFields, type ListRow } from './problemset.queries.ts';

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

const countsJoin = `LEFT JOIN LATERAL (SELECT jsonb_object_agg(c.status, c.n) AS counts
  FROM read.problem_status_counts c WHERE c.pid = p.pid) s ON true`;

/** The problems public in the group, ordered by display id as HOJ orders them. */
const listGroupProblems = async (sql: Sql, gid: number, current: number, size: number) => {
  const [count] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM read.problems WHERE gid = ${gid} AND auth = 1`;
  const rows = await sql.unsafe<ListRow[]>(
    `SELECT p.pid, p.problem_id, p.title, p.difficulty, p.type, p.tags, s.counts
      FROM read.problems p ${countsJoin} WHERE p.gid = $1 AND p.auth = 1
      ORDER BY length(p.problem_id), p.problem_id LIMIT $2 OFFSET $3`,
    [gid, size, (current - 1) * size],
  );
  return { rows, total: count?.n ?? 0 };
};

/** `GET /api/group/get-problem-list`: a group's problem tab for its members (10 a page). */
export const registerGroupProblemsetRoutes = (deps: Deps): Router => {
  const r = Router();
  r.get('/group/get-problem-list', async (req, res) => {
    const q = parseQuery(listQuery, req);
    await assertGroupProblemPage(deps, requireUser(req), q.gid);
    const { rows, total } = await listGroupProblems(deps.sql, q.gid, q.currentPage, q.limit);
    const tags = await tagsByName(deps.sql, [...new Set(rows.flatMap((p) => p.tags))]);
    const records = rows.map((p) => ({
      pid: Number(p.pid),
      problemId: p.problem_id,
      title: p.title,
      difficulty: p.difficulty,
      type: p.type,
      tags: p.tags.flatMap((n) => {
        const t = tags.get(n.toLowerCase());
        return t ? [{ id: Number(t.id), name: t.name, color: t.color }] : [];
      }),
      ...countFields(p.counts),
    }));
    ok(res, page(records, total, q.currentPage, q.limit));
  });
  return r;
};
