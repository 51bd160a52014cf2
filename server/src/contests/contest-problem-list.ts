import type { Sql } from '@oj/events';
import { page } from '../http/envelope.ts';
import { findProblemRows, problemVo } from '../problems/problem.queries.ts';
import { publicProblemWhere } from '../problems/problem.policy.ts';
import { contestProblemRows, contestProblemVo } from './contest.queries.ts';
import { likePattern } from '../infra/like-pattern.ts';

export interface ProblemPageQuery {
  cid: number;
  currentPage: number;
  limit: number;
  keyword: string;
}

/**
 * HOJ's admin contest problem list: one page of the contest's problems as Problem entities (in
 * display-id order, matched by display id or title), plus pid -> contest problem for all.
 */
export const contestProblemPage = async (sql: Sql, q: ProblemPageQuery) => {
  const links = await contestProblemRows(sql, q.cid);
  const problems = await findProblemRows(
    sql,
    links.map((l) => Number(l.pid)),
  );
  const keyword = q.keyword.toLowerCase();
  const matching = links.filter(
    (l) =>
      !keyword ||
      l.display_id.toLowerCase().includes(keyword) ||
      l.display_title.toLowerCase().includes(keyword),
  );
  const start = (q.currentPage - 1) * q.limit;
  const records = matching.slice(start, start + q.limit).flatMap((l) => {
    const p = problems.get(Number(l.pid));
    return p ? [problemVo(p)] : [];
  });
  return {
    problemList: page(records, matching.length, q.currentPage, q.limit),
    contestProblemMap: Object.fromEntries(links.map((l) => [Number(l.pid), contestProblemVo(l)])),
  };
};

/**
 * HOJ's "add from public" picker (the same endpoint with `problemType`): public problems of the
 * contest's rule not in the contest yet, matched by display id, title or author, newest first;
 * a group's own problems never (they come through "add from group").
 */
export const pickableProblemPage = async (
  sql: Sql,
  q: ProblemPageQuery & { problemType: number },
) => {
  const links = await contestProblemRows(sql, q.cid);
  const taken = links.map((l) => Number(l.pid));
  const keyword = q.keyword ? likePattern(q.keyword) : null;
  const where = `${publicProblemWhere} AND p.type = $1 AND NOT (p.pid = ANY($2::bigint[]))
    AND ($3::text IS NULL OR p.problem_id ILIKE $3 OR p.title ILIKE $3 OR p.author ILIKE $3)`;
  const values = [q.problemType, taken, keyword] as never[];
  const [count] = await sql.unsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM read.problems p WHERE ${where}`,
    values,
  );
  const ids = await sql.unsafe<{ pid: number }[]>(
    `SELECT p.pid FROM read.problems p WHERE ${where} ORDER BY p.pid DESC
      LIMIT ${q.limit} OFFSET ${(q.currentPage - 1) * q.limit}`,
    values,
  );
  const rows = await findProblemRows(
    sql,
    ids.map((r) => Number(r.pid)),
  );
  const records = ids.flatMap((r) => {
    const p = rows.get(Number(r.pid));
    return p ? [problemVo(p)] : [];
  });
  return {
    problemList: page(records, count?.n ?? 0, q.currentPage, q.limit),
    contestProblemMap: Object.fromEntries(links.map((l) => [Number(l.pid), contestProblemVo(l)])),
  };
};
