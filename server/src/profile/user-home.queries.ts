import type { Sql } from '@oj/events';

export interface UserHomeRow {
  uid: string;
  username: string;
  nickname: string;
  avatar: string;
  title_name: string;
  title_color: string;
  school: string;
  signature: string;
  gender: string;
  github: string;
  blog: string;
  last_login_at: Date | null;
  total: number | null;
}

/** The public part of an account and its submission total; by uid, else by username. */
export const findUserHome = async (
  sql: Sql,
  who: { uid?: string | undefined; username?: string | undefined },
): Promise<UserHomeRow | undefined> => {
  const byUid = who.uid !== undefined;
  const [row] = await sql.unsafe<UserHomeRow[]>(
    `SELECT u.uid, u.username, u.nickname, u.avatar, u.title_name, u.title_color, u.school,
       u.signature, u.gender, u.github, u.blog, u.last_login_at, s.total
     FROM read.users u LEFT JOIN read.user_stats s ON s.uid = u.uid
     WHERE ${byUid ? 'u.uid = $1' : 'u.username_lower = $1'}`,
    [byUid ? (who.uid ?? '') : (who.username ?? '').trim().toLowerCase()],
    { prepare: true },
  );
  return row;
};

export interface ResultRow {
  pid: number;
  problem_id: string;
  title: string;
  difficulty: number;
  auth: number;
  gid: number | null;
  /** 2: a group problem made public (see problems' `isGroupOnly`). */
  apply_public_progress: number | null;
  best_oi_rank_score: number | null;
  solved: boolean;
}

/** Every live problem the user has a counted result on (the caller filters by visibility). */
export const listProblemResults = async (sql: Sql, uid: string): Promise<ResultRow[]> =>
  (
    await sql<ResultRow[]>`
      SELECT p.pid, p.problem_id, p.title, p.difficulty, p.auth, p.gid, p.apply_public_progress,
        r.best_oi_rank_score,
        r.solved_at IS NOT NULL AS solved
      FROM read.user_problem_results r JOIN read.problems p ON p.pid = r.pid
      WHERE r.uid = ${uid}
      ORDER BY p.pid`
  ).map((r) => ({ ...r, pid: Number(r.pid), gid: r.gid === null ? null : Number(r.gid) }));

/** Submissions per UTC day from `since` (inclusive). */
export const listSubmissionDays = async (sql: Sql, uid: string, since: string) =>
  sql<{ date: string; count: number }[]>`
    SELECT to_char(day, 'YYYY-MM-DD') AS date, n AS count
    FROM read.user_submission_days WHERE uid = ${uid} AND day >= ${since}::date
    ORDER BY day`;
