import type { Sql } from '@oj/events';
import { publicProblemWhere } from '../problems/problem.policy.ts';

export interface CarouselImageRow {
  id: number;
  hash: string;
  ext: string;
  name: string;
}

export const listCarouselImages = (sql: Sql) =>
  sql<CarouselImageRow[]>`SELECT id, hash, ext, name FROM read.carousel_images ORDER BY id`;

export const findCarouselImage = async (sql: Sql, id: number) => {
  const [row] = await sql<CarouselImageRow[]>`
    SELECT id, hash, ext, name FROM read.carousel_images WHERE id = ${id}`;
  return row;
};

export const hashInUse = async (sql: Sql, hash: string) =>
  (await sql`SELECT 1 FROM read.carousel_images WHERE hash = ${hash} LIMIT 1`).length > 0;

export interface AcRankRow {
  uid: string;
  username: string;
  nickname: string;
  signature: string;
  avatar: string;
  title_name: string;
  title_color: string;
  ac: number;
}

/**
 * The ten users who solved the most problems for the first time since `since` (HOJ counts a
 * user's first AC of a problem, its user_acproblem row), ties to the newer account. Only
 * ordinary submissions outside contests to problems the public can see count, so the board
 * never hints at a hidden problem.
 */
export const sevenDayAcRank = (sql: Sql, since: Date) =>
  sql<AcRankRow[]>`
    WITH first_ac AS (
      SELECT s.uid, s.pid, min(s.submit_time) AS at
      FROM read.submissions s JOIN read.problems p ON p.pid = s.pid
      WHERE s.kind = 'submission' AND s.cid = 0 AND s.status = 'AC' AND ${sql.unsafe(publicProblemWhere)}
      GROUP BY s.uid, s.pid
    )
    SELECT u.uid, u.username, u.nickname, u.signature, u.avatar, u.title_name, u.title_color,
      count(*)::int AS ac
    FROM first_ac f JOIN read.users u ON u.uid = f.uid
    WHERE f.at >= ${since}
    GROUP BY u.uid
    ORDER BY ac DESC, u.registered_at DESC, u.uid
    LIMIT 10`;

/**
 * Judged-or-not submissions (no test runs) per day, and how many of them were accepted; the
 * `bounds` are the day starts, the last one the end of today. Only the problem set's
 * submissions count (outside contests, as in the problems' own statistics): a contest's
 * results are its own, a private one's included.
 */
export const submissionsPerDay = async (sql: Sql, bounds: Date[]) => {
  const iso = bounds.map((b) => b.toISOString());
  const rows = await sql<{ bucket: number; total: number; ac: number }[]>`
    SELECT width_bucket(submit_time, ${iso}::timestamptz[]) AS bucket,
      count(*)::int AS total, count(*) FILTER (WHERE status = 'AC')::int AS ac
    FROM read.submissions
    WHERE kind = 'submission' AND cid = 0 AND submit_time >= ${iso[0]!}::timestamptz
      AND submit_time < ${iso[iso.length - 1]!}::timestamptz
    GROUP BY 1`;
  return rows;
};
