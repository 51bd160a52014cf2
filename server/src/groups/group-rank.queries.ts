import type { Sql } from '@oj/events';
import type { RankRow } from '../ranking/index.ts';
import { likePattern } from '../infra/like-pattern.ts';

export type GroupRankType = 'acm' | 'oi';

export type GroupRankRow = RankRow;

/**
 * HOJ's group rank orders (UserRecordMapper `getGroupRankList`): ACM by accepted problems,
 * then fewer submissions; OI by score, then accepted problems. Equal rows keep join order.
 */
const orders: Record<GroupRankType, string> = {
  acm: 'st.ac DESC, st.total ASC, st.joined ASC, st.uid ASC',
  oi: 'st.score DESC, st.ac DESC, st.joined ASC, st.uid ASC',
};

/**
 * A group's submissions as HOJ counts them for its rank: those carrying the group's gid (its
 * problems, trainings and contests, set at submit) and, should one lack it, those on a problem
 * the group still owns (not made public). `$1` is the gid.
 */
const groupScope = `s.kind = 'submission' AND (s.gid = $1 OR (s.cid = 0 AND s.pid IN (
  SELECT p.pid FROM read.problems p
  WHERE p.gid = $1 AND p.apply_public_progress IS DISTINCT FROM 2)))`;

/**
 * One page of the group rank: the group's members (auth 3-5, enabled accounts), each with the
 * distinct problems accepted and the submissions made in the group, and the OI score (the sum
 * over problems of the best rank score, outside contests).
 */
export const listGroupRank = async (
  sql: Sql,
  o: { gid: number; type: GroupRankType; current: number; size: number; search: string },
): Promise<{ rows: GroupRankRow[]; total: number }> => {
  const values: (string | number)[] = [o.gid];
  let members = `SELECT m.uid, m.gmt_create AS joined FROM read.group_members m
    JOIN read.users u ON u.uid = m.uid WHERE m.gid = $1 AND m.auth >= 3 AND u.status = 0`;
  if (o.search) {
    values.push(likePattern(o.search));
    members += ' AND (u.username ILIKE $2 OR u.nickname ILIKE $2)';
  }
  const [count] = await sql.unsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM (${members}) x`,
    values,
  );
  const n = values.length;
  const rows = await sql.unsafe<GroupRankRow[]>(
    `WITH members AS (${members}),
     scope AS (SELECT s.uid, s.pid, s.cid, s.status, s.oi_rank_score FROM read.submissions s
       WHERE ${groupScope} AND s.uid IN (SELECT uid FROM members)),
     best AS (SELECT uid, pid, max(oi_rank_score) AS score FROM scope WHERE cid = 0
       GROUP BY uid, pid),
     stats AS (SELECT m.uid, m.joined,
       (SELECT count(DISTINCT pid) FROM scope WHERE scope.uid = m.uid AND status = 'AC')::int AS ac,
       (SELECT count(*) FROM scope WHERE scope.uid = m.uid)::int AS total,
       (SELECT coalesce(sum(score), 0) FROM best WHERE best.uid = m.uid)::int AS score
       FROM members m)
     SELECT u.uid, u.username, u.nickname, u.avatar, u.title_name, u.title_color, u.signature,
       st.ac, st.total, st.score
     FROM stats st JOIN read.users u ON u.uid = st.uid
     ORDER BY ${orders[o.type]}
     LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...values, o.size, (o.current - 1) * o.size],
  );
  return { rows, total: count?.n ?? 0 };
};
