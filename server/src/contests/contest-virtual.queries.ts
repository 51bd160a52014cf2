import type { Sql } from '@oj/events';
import type { ContestRow } from './contest.queries.ts';

/** A user's virtual run of a finished contest: the contest's length, from their own start. */
export interface VirtualWindow {
  startedAt: Date;
  endsAt: Date;
}

export const virtualWindowOf = (contest: ContestRow, startedAt: Date): VirtualWindow => ({
  startedAt,
  endsAt: new Date(
    startedAt.getTime() + (contest.end_time.getTime() - contest.start_time.getTime()),
  ),
});

/** The user's virtual participation in the contest, or null when they never started one. */
export const findVirtual = async (
  sql: Sql,
  contest: ContestRow,
  uid: string | undefined,
): Promise<VirtualWindow | null> => {
  if (uid === undefined) return null;
  const [row] = await sql<{ started_at: Date }[]>`
    SELECT started_at FROM read.contest_virtuals WHERE cid = ${contest.id} AND uid = ${uid}`;
  return row ? virtualWindowOf(contest, row.started_at) : null;
};

/** Whether `now` falls inside the user's virtual run of the contest. */
export const inVirtualRun = (w: VirtualWindow | null, now: Date): boolean =>
  w !== null && now >= w.startedAt && now < w.endsAt;

/** Whether the user has a submission the contest's real board counts (made while it ran). */
export const tookPartInContest = async (
  sql: Sql,
  contest: ContestRow,
  uid: string,
): Promise<boolean> =>
  (
    await sql`SELECT 1 FROM read.submissions WHERE cid = ${contest.id} AND uid = ${uid}
      AND kind = 'submission' AND submit_time >= ${contest.start_time}
      AND submit_time < ${contest.end_time} LIMIT 1`
  ).length > 0;
