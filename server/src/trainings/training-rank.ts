import { statusCode, type Sql, type SubmissionStatus } from '@oj/events';
import type { TrainingRow } from './training.queries.ts';

interface Cell {
  /** The problem's own id: the key HOJ's client reads the cells by (its rank columns). */
  problemId: string;
  status: string;
  ac: boolean;
  runTime: number | null;
}

export interface RankSourceRow {
  uid: string;
  username: string;
  realname: string;
  nickname: string;
  school: string;
  gender: string;
  avatar: string;
  cells: Cell[];
}

/**
 * Who is on a training's rank, with their result per public problem. A private training ranks
 * its members (registered under the current password); a public one everyone with a judged
 * run of one of its problems. The author and super admins are left out (HOJ: their runs are
 * tests, not standings). A group training ranks only its group's members and admins: the
 * group's roots are left out like super admins, and someone who left the group leaves its rank.
 */
export const rankSourceRows = async (sql: Sql, t: TrainingRow): Promise<RankSourceRow[]> => {
  const tid = Number(t.id);
  const members =
    t.auth === 'Private'
      ? sql`SELECT uid FROM read.training_registers WHERE tid = ${tid}`
      : sql`SELECT DISTINCT r.uid FROM read.training_results r JOIN probs ON probs.pid = r.pid`;
  const inGroup =
    t.gid === null
      ? sql``
      : sql`AND u.uid IN (SELECT gm.uid FROM read.group_members gm
              WHERE gm.gid = ${Number(t.gid)} AND gm.auth IN (3, 4))`;
  return sql<RankSourceRow[]>`
    WITH probs AS (
      SELECT tp.pid, p.problem_id FROM read.training_problems tp
      JOIN read.problems p ON p.pid = tp.pid AND p.auth = 1 WHERE tp.tid = ${tid}
    ), members AS (${members})
    SELECT u.uid, u.username, u.realname, u.nickname, u.school, u.gender, u.avatar,
           COALESCE(json_agg(json_build_object('problemId', probs.problem_id, 'status', r.status,
             'ac', r.ac, 'runTime', r.run_time)) FILTER (WHERE probs.pid IS NOT NULL), '[]') AS cells
      FROM members m JOIN read.users u ON u.uid = m.uid
      LEFT JOIN (read.training_results r JOIN probs ON probs.pid = r.pid) ON r.uid = m.uid
     WHERE u.uid <> ${t.uid} AND u.role <> 'root' ${inGroup}
     GROUP BY u.uid`;
};

/** HOJ's TrainingRankVO for one row; real names only for training admins. */
const rankVo = (r: RankSourceRow, showRealname: boolean) => {
  let ac = 0;
  let totalRunTime = 0;
  const submissionInfo: Record<string, Record<string, unknown>> = {};
  for (const c of r.cells) {
    const status = statusCode[c.status as SubmissionStatus] ?? null;
    if (c.ac) {
      ac += 1;
      totalRunTime += c.runTime ?? 0;
      submissionInfo[c.problemId] = { status, score: null, isAC: true, runTime: c.runTime ?? 0 };
    } else submissionInfo[c.problemId] = { status, score: null };
  }
  return {
    uid: r.uid,
    username: r.username,
    realname: showRealname ? r.realname : null,
    nickname: r.nickname,
    school: r.school,
    gender: r.gender,
    avatar: r.avatar || null,
    ac,
    totalRunTime,
    submissionInfo,
  };
};

export type TrainingRankVo = ReturnType<typeof rankVo>;

/**
 * The rank (spec 2: AC count descending, then total run time of the accepted problems
 * ascending; then username, so pages are stable), filtered by keyword: username and school
 * for everyone, real name too for training admins (HOJ searches it; only they see it).
 */
export const foldTrainingRank = (
  rows: readonly RankSourceRow[],
  o: { keyword: string; admin: boolean },
): TrainingRankVo[] => {
  const k = o.keyword.trim().toLowerCase();
  const matches = (r: RankSourceRow) =>
    !k ||
    [r.username, r.school, ...(o.admin ? [r.realname] : [])].some((v) =>
      v.toLowerCase().includes(k),
    );
  return rows
    .filter(matches)
    .map((r) => rankVo(r, o.admin))
    .sort(
      (a, b) =>
        b.ac - a.ac ||
        a.totalRunTime - b.totalRunTime ||
        (a.username < b.username ? -1 : a.username > b.username ? 1 : 0),
    );
};
