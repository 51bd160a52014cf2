import type { BalloonState, BalloonVo, Sql } from '@oj/events';
import type { ContestRow } from './contest.queries.ts';
import { superAdminUids } from './scoreboard/board-source.ts';

export type { BalloonState, BalloonVo } from '@oj/events';

interface BalloonRow {
  uid: string;
  pid: number;
  submit_id: number | null;
  submit_time: Date | null;
  state: BalloonState;
  claimed_at: Date | null;
  delivered_at: Date | null;
  display_id: string;
  color: string | null;
  username: string | null;
  nickname: string | null;
  realname: string | null;
  school: string | null;
  runner_name: string | null;
}

const order: Record<BalloonState, number> = { queued: 0, claimed: 1, delivered: 2 };

/**
 * The contest's balloons: each team's first AC per problem inside the contest window, for
 * everyone the board counts (the author and super admins excluded, stars included), plus the
 * balloons a runner holds whose AC is gone. Queued first, then claimed, then delivered, each
 * oldest AC first.
 */
export const contestBalloons = async (sql: Sql, contest: ContestRow): Promise<BalloonVo[]> => {
  const cid = Number(contest.id);
  const excluded = [contest.uid, ...(await superAdminUids(sql))];
  const start = contest.start_time;
  const rows = await sql<BalloonRow[]>`
    SELECT b.uid, b.pid, b.submit_id, b.submit_time, b.state, b.claimed_at, b.delivered_at,
      cp.display_id, cp.color, u.username, u.nickname, u.realname, u.school, r.username AS runner_name
    FROM read.contest_balloons b
    JOIN read.contest_problems cp ON cp.cid = b.cid AND cp.pid = b.pid
    LEFT JOIN read.users u ON u.uid = b.uid
    LEFT JOIN read.users r ON r.uid = b.runner
    WHERE b.cid = ${cid} AND NOT (b.uid = ANY(${excluded}))
      AND ((b.submit_time >= ${start} AND b.submit_time < ${contest.end_time})
        OR (b.submit_time IS NULL AND b.state <> 'queued'))`;
  const secondOf = (t: Date) => Math.floor((t.getTime() - start.getTime()) / 1000);
  const first = new Map<number, number>();
  for (const b of rows) {
    if (b.submit_time === null) continue;
    const s = secondOf(b.submit_time);
    const pid = Number(b.pid);
    if (s < (first.get(pid) ?? Infinity)) first.set(pid, s);
  }
  const stars = new Set(contest.star_account.map((s) => s.toLowerCase()));
  return rows
    .map((b): BalloonVo => {
      const useTime = b.submit_time === null ? null : secondOf(b.submit_time);
      const username = b.username ?? b.uid;
      return {
        cid,
        uid: b.uid,
        username,
        nickname: b.nickname ?? '',
        realname: b.realname ?? '',
        school: b.school ?? '',
        pid: Number(b.pid),
        displayId: b.display_id,
        color: b.color,
        submitId: b.submit_id === null ? null : Number(b.submit_id),
        submitTime: b.submit_time?.toISOString() ?? null,
        useTime,
        firstToSolve: useTime !== null && useTime === first.get(Number(b.pid)),
        star: stars.has(username.toLowerCase()),
        state: b.state,
        runner: b.runner_name,
        claimedAt: b.claimed_at?.toISOString() ?? null,
        deliveredAt: b.delivered_at?.toISOString() ?? null,
        revoked: b.submit_id === null,
      };
    })
    .sort(
      (a, b) =>
        order[a.state] - order[b.state] ||
        (a.useTime ?? Infinity) - (b.useTime ?? Infinity) ||
        a.displayId.localeCompare(b.displayId) ||
        a.username.localeCompare(b.username),
    );
};
