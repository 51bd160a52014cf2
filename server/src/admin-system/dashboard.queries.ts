import { userStream, type DashboardFigures, type EventStore, type Sql } from '@oj/events';

const num = (v: unknown) => Number(v ?? 0);

/** The figures that move with each submission (pushed live to `admin:dashboard`). */
export const readDashboardFigures = async (sql: Sql): Promise<DashboardFigures> => {
  const [row] = await sql<
    { today: string; waiting: string; judging: string; hour_start: Date; hour: string }[]
  >`
    SELECT
      (SELECT count(*) FROM read.submissions
        WHERE kind = 'submission' AND submit_time >= date_trunc('day', now())) AS today,
      (SELECT count(*) FROM read.judge_queue WHERE state = 'queued') AS waiting,
      (SELECT count(*) FROM read.judge_queue WHERE state = 'judging') AS judging,
      date_trunc('hour', now()) AS hour_start,
      (SELECT count(*) FROM read.submissions
        WHERE kind = 'submission' AND submit_time >= date_trunc('hour', now())) AS hour`;
  return {
    todayJudgeNum: num(row?.today),
    queue: { waiting: num(row?.waiting), judging: num(row?.judging) },
    hour: { start: (row?.hour_start ?? new Date()).toISOString(), count: num(row?.hour) },
  };
};

/** Submissions per hour over the last 24 hours, oldest first, empty hours included. */
export const readHourlySubmissions = async (sql: Sql) => {
  const rows = await sql<{ start: Date; count: string }[]>`
    SELECT h AS start, count(s.submit_id) AS count
    FROM generate_series(date_trunc('hour', now()) - interval '23 hours', date_trunc('hour', now()), interval '1 hour') h
    LEFT JOIN read.submissions s
      ON s.kind = 'submission' AND s.submit_time >= h AND s.submit_time < h + interval '1 hour'
    GROUP BY h ORDER BY h`;
  return rows.map((r) => ({ start: r.start.toISOString(), count: num(r.count) }));
};

/** The totals of the dashboard's cards (HOJ: userNum, recentContestNum, todayJudgeNum). */
export const readDashboardTotals = async (sql: Sql) => {
  const [row] = await sql<
    { users: string; problems: string; contests: string; recent_contests: string }[]
  >`
    SELECT
      (SELECT count(*) FROM read.users) AS users,
      (SELECT count(*) FROM read.problems) AS problems,
      (SELECT count(*) FROM read.contests) AS contests,
      (SELECT count(*) FROM read.contests
        WHERE end_time >= now() - interval '14 days' AND start_time <= now() + interval '14 days') AS recent_contests`;
  return {
    userNum: num(row?.users),
    problemNum: num(row?.problems),
    contestNum: num(row?.contests),
    recentContestNum: num(row?.recent_contests),
  };
};

/** HOJ's Session row, from the user's UserLoggedIn events (newest first). */
export interface SessionRow {
  id: number;
  uid: string;
  userAgent: string;
  ip: string;
  gmtCreate: string;
  gmtModified: string;
}

export const readRecentSessions = async (
  store: EventStore,
  uid: string,
  limit: number,
): Promise<SessionRow[]> => {
  const logins = (await store.readStream(userStream(uid))).filter((e) => e.type === 'UserLoggedIn');
  return logins
    .slice(-limit)
    .reverse()
    .map((e) => {
      const d = e.data as { ip: string; userAgent: string; at: string };
      return {
        id: e.position,
        uid,
        userAgent: d.userAgent,
        ip: d.ip,
        gmtCreate: d.at,
        gmtModified: d.at,
      };
    });
};
