import type { Sql } from '@oj/events';
import { problemSelect, type ProblemRow } from './problem.queries.ts';
import { likePattern } from '../infra/like-pattern.ts';

/** A group's problems for its admins (every auth), newest first, as HOJ's admin list. */
export const listGroupAdminProblems = async (
  sql: Sql,
  gid: number,
  o: { current: number; size: number },
): Promise<{ rows: ProblemRow[]; total: number }> => {
  const [count] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM read.problems WHERE gid = ${gid}`;
  const rows = await sql.unsafe<ProblemRow[]>(
    `${problemSelect} WHERE p.gid = $1 ORDER BY p.pid DESC LIMIT $2 OFFSET $3`,
    [gid, o.size, (o.current - 1) * o.size],
  );
  return { rows, total: count?.n ?? 0 };
};

/** A row of the super admin's apply list: the problem and its group's name. */
export type ApplyRow = ProblemRow & { group_name: string | null };

/**
 * Group problems with an application (applying, public or refused) for the super admin:
 * applying first, then by group, as HOJ orders them; `keyword` on id, title or author.
 */
export const listAppliedGroupProblems = async (
  sql: Sql,
  o: { current: number; size: number; keyword: string; gid: number | undefined },
): Promise<{ rows: ApplyRow[]; total: number }> => {
  const where = ['p.gid IS NOT NULL', 'p.apply_public_progress IS NOT NULL'];
  const values: unknown[] = [];
  if (o.gid !== undefined) {
    values.push(o.gid);
    where.push(`p.gid = $${values.length}`);
  }
  if (o.keyword) {
    values.push(likePattern(o.keyword));
    const k = `$${values.length}`;
    where.push(`(p.problem_id ILIKE ${k} OR p.title ILIKE ${k} OR p.author ILIKE ${k})`);
  }
  const filter = `WHERE ${where.join(' AND ')}`;
  const [count] = await sql.unsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM read.problems p ${filter}`,
    values as never[],
  );
  const rows = await sql.unsafe<ApplyRow[]>(
    `SELECT q.*, g.name AS group_name FROM (${problemSelect} ${filter}) q
      LEFT JOIN read.groups g ON g.id = q.gid
      ORDER BY q.apply_public_progress, q.gid, q.pid
      LIMIT ${o.size} OFFSET ${(o.current - 1) * o.size}`,
    values as never[],
  );
  return { rows, total: count?.n ?? 0 };
};
