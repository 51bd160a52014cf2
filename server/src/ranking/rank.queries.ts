import type { Sql } from '@oj/events';
import { likePattern } from '../infra/like-pattern.ts';

export type RankType = 'acm' | 'oi';

export interface RankRow {
  uid: string;
  username: string;
  nickname: string;
  avatar: string;
  title_name: string;
  title_color: string;
  signature: string;
  ac: number;
  total: number;
  score: number;
}

/**
 * The orders of JUDGING.md ("Other ranks"): ACM by distinct accepted public problems, then
 * fewer submissions; OI by the sum of best OI rank scores, then accepted problems. Equal rows
 * keep registration order, never the table's row order.
 */
const orders: Record<RankType, string> = {
  acm: 's.ac DESC, s.total ASC, u.registered_at ASC, u.uid ASC',
  oi: 's.score DESC, s.ac DESC, u.registered_at ASC, u.uid ASC',
};

/** One page of the site rank list; disabled accounts are left out. */
export const listRank = async (
  sql: Sql,
  o: { type: RankType; current: number; size: number; search: string },
): Promise<{ rows: RankRow[]; total: number }> => {
  const values: (string | number)[] = [];
  let where = 'u.status = 0';
  if (o.search) {
    values.push(likePattern(o.search));
    where += ' AND (u.username ILIKE $1 OR u.nickname ILIKE $1)';
  }
  const from = `FROM read.user_stats s JOIN read.users u ON u.uid = s.uid WHERE ${where}`;
  const [count] = await sql.unsafe<{ n: number }[]>(`SELECT count(*)::int AS n ${from}`, values);
  const n = values.length;
  const rows = await sql.unsafe<RankRow[]>(
    `SELECT u.uid, u.username, u.nickname, u.avatar, u.title_name, u.title_color, u.signature,
       s.ac, s.total, s.score
     ${from} ORDER BY ${orders[o.type]} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...values, o.size, (o.current - 1) * o.size],
  );
  return { rows, total: count?.n ?? 0 };
};
