import type { Sql, SubmissionStatus } from '@oj/events';
import type { VerdictLogEntry } from '@oj/events/scoring';

interface LogRow {
  position: string;
  submit_id: string;
  uid: string;
  display_id: string;
  submit_time: Date;
  status: SubmissionStatus;
  score: number | null;
  time: number | null;
  at: Date;
}

/**
 * A contest's verdict log after store position `after`, in store order, keyed by the problem's
 * display id in the contest as it is now (a problem removed from the contest leaves history too,
 * as it leaves the live board).
 */
export const verdictLog = async (sql: Sql, cid: number, after = 0): Promise<VerdictLogEntry[]> =>
  (
    await sql<LogRow[]>`
      SELECT l.position, l.submit_id, l.uid, cp.display_id, l.submit_time, l.status, l.score, l.time, l.at
      FROM read.contest_verdict_log l
      JOIN read.contest_problems cp ON cp.cid = l.cid AND cp.pid = l.pid
      WHERE l.cid = ${cid} AND l.position > ${after}
      ORDER BY l.position, l.submit_id`
  ).map((r) => ({
    position: Number(r.position),
    submitId: Number(r.submit_id),
    uid: r.uid,
    pid: r.display_id,
    submitTime: r.submit_time.getTime(),
    status: r.status,
    score: r.score,
    time: r.time,
    at: r.at.getTime(),
  }));

/** The newest log position of a contest (0: none): what tells a cached history it is stale. */
export const verdictLogHead = async (sql: Sql, cid: number): Promise<number> => {
  const [row] = await sql<{ head: string | null }[]>`
    SELECT max(position) AS head FROM read.contest_verdict_log WHERE cid = ${cid}`;
  return Number(row?.head ?? 0);
};

/** The contest's problems as the log's join reads them: changes when a display id does. */
export const displayIdsKey = async (sql: Sql, cid: number): Promise<string> =>
  JSON.stringify(
    await sql<{ pid: string; display_id: string }[]>`
      SELECT pid, display_id FROM read.contest_problems WHERE cid = ${cid} ORDER BY pid`,
  );
