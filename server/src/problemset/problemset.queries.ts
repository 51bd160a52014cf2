import type { Sql } from '@oj/events';
import { publicProblemWhere } from '../problems/problem.policy.ts';
import { tagsByName } from '../tags/tags.queries.ts';
import { likePattern } from '../infra/like-pattern.ts';

export interface ListFilter {
  keyword: string | undefined;
  difficulty: number | undefined;
  tagIds: number[];
  limit: number;
  currentPage: number;
}

export interface ListRow {
  pid: number;
  problem_id: string;
  title: string;
  difficulty: number;
  type: number;
  tags: string[];
  counts: Record<string, number> | null;
}

const countsJoin = `LEFT JOIN LATERAL (SELECT jsonb_object_agg(c.status, c.n) AS counts FROM read.problem_status_counts c WHERE c.pid = p.pid) s ON true`;

/** One query for the page and one for the total; counts come along (no per-row round trips). */
export const listPublicProblems = async (sql: Sql, f: ListFilter) => {
  const where = [publicProblemWhere];
  const params: unknown[] = [];
  const add = (clause: string, ...values: unknown[]) => {
    let c = clause;
    for (const v of values) {
      params.push(v);
      c = c.replace('?', `$${params.length}`);
    }
    where.push(c);
  };
  if (f.keyword) {
    const like = likePattern(f.keyword);
    add('(p.title ILIKE ? OR p.problem_id ILIKE ? OR p.source ILIKE ?)', like, like, like);
  }
  if (f.difficulty !== undefined) add('p.difficulty = ?', f.difficulty);
  if (f.tagIds.length > 0) {
    // Every chosen tag must be on the problem.
    add(
      `(SELECT count(*) FROM read.tags t WHERE t.id = ANY(?::bigint[]) AND lower(t.name) IN (SELECT lower(x) FROM unnest(p.tags) x)) = ?`,
      f.tagIds,
      f.tagIds.length,
    );
  }
  const w = where.join(' AND ');
  const [total] = await sql.unsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM read.problems p WHERE ${w}`,
    params as never[],
  );
  const rows = await sql.unsafe<ListRow[]>(
    `SELECT p.pid, p.problem_id, p.title, p.difficulty, p.type, p.tags, s.counts FROM read.problems p ${countsJoin}
     WHERE ${w} ORDER BY p.pid LIMIT ${f.limit} OFFSET ${(f.currentPage - 1) * f.limit}`,
    params as never[],
  );
  return { rows, total: total?.n ?? 0 };
};

export const problemCounts = async (sql: Sql, pid: number): Promise<Record<string, number>> => {
  const rows = await sql<
    { status: string; n: number }[]
  >`SELECT status, n FROM read.problem_status_counts WHERE pid = ${pid}`;
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
};

/** HOJ's count fields from the per-status counts. */
export const countFields = (c: Record<string, number> | null) => {
  const n = (k: string) => c?.[k] ?? 0;
  return {
    total: n('TOTAL'),
    ac: n('AC'),
    wa: n('WA'),
    ce: n('CE'),
    pa: n('PA'),
    tle: n('TLE'),
    mle: n('MLE'),
    re: n('RE'),
    pe: n('PE'),
    se: n('SE'),
  };
};

/** The problems public in the group, ordered by display id as HOJ orders them. */
export const listGroupProblems = async (sql: Sql, gid: number, current: number, size: number) => {
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

/** A problem list page's rows as HOJ's ProblemVO: the tags by name resolved once, the counts. */
export const problemListRecords = async (sql: Sql, rows: ListRow[]) => {
  const tags = await tagsByName(sql, [...new Set(rows.flatMap((p) => p.tags))]);
  return rows.map((p) => ({
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
};
