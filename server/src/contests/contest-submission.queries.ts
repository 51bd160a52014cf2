import type { Sql } from '@oj/events';

// The contest's views of `read.submissions`: they live with contests, so the submissions area
// may use contests (policy, queries) while contests never reach back into submissions.

/** One user's state per problem of a contest: accepted, judged, waiting, latest score. */
export const contestProblemStatuses = async (sql: Sql, cid: number, uid: string) =>
  new Map(
    (
      await sql<
        { pid: number; ac: boolean; judged: boolean; waiting: boolean; score: number | null }[]
      >`
        SELECT pid, bool_or(status = 'AC') AS ac,
          bool_or(status NOT IN ('PENDING', 'COMPILING', 'JUDGING')) AS judged,
          bool_or(status IN ('PENDING', 'COMPILING', 'JUDGING')) AS waiting,
          (array_agg(score ORDER BY submit_id DESC))[1] AS score
        FROM read.submissions WHERE cid = ${cid} AND uid = ${uid} AND kind = 'submission'
        GROUP BY pid`
    ).map((r) => [Number(r.pid), r]),
  );

export interface ContestAcceptedRow {
  submit_id: number;
  pid: number;
  uid: string;
  username: string;
  submit_time: Date;
  time: number | null;
  score: number | null;
  first_blood: boolean;
}

/**
 * A contest's accepted submissions during the contest, newest first, each marked when it is
 * the first accepted run of its problem (equal times share it): the AC info helper's list.
 */
export const contestAcceptedPage = async (
  sql: Sql,
  o: { cid: number; from: Date; to: Date; current: number; size: number },
) => {
  const accepted = sql`
    SELECT submit_id, pid, uid, username, submit_time, time, score,
      submit_time = min(submit_time) OVER (PARTITION BY pid) AS first_blood
    FROM read.submissions
    WHERE cid = ${o.cid} AND kind = 'submission' AND status = 'AC'
      AND submit_time >= ${o.from} AND submit_time < ${o.to}`;
  const [rows, [count]] = await Promise.all([
    sql<ContestAcceptedRow[]>`SELECT * FROM (${accepted}) a
      ORDER BY submit_id DESC LIMIT ${o.size} OFFSET ${(o.current - 1) * o.size}`,
    sql<{ total: number }[]>`SELECT count(*)::int AS total FROM (${accepted}) a`,
  ]);
  return { rows, total: count?.total ?? 0 };
};

/** Who submitted in each of the contests (one row per contest and user). */
export const contestSubmitters = (sql: Sql, cids: number[]) =>
  sql<{ cid: number; uid: string }[]>`SELECT DISTINCT cid, uid FROM read.submissions
    WHERE cid = ANY(${cids}::bigint[]) AND kind = 'submission'`;
