import type { Sql } from '@oj/events';
import { submissionsPerDay } from './home.queries.ts';

export interface WeekStatistics {
  dateStrList: string[];
  acCountList: number[];
  totalCountList: number[];
}

/** How long the home chart's numbers are reused (HOJ keeps them 30 minutes in Redis). */
export const statisticsTtlMs = 30 * 60_000;

const pad = (n: number) => String(n).padStart(2, '0');
const dayString = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Local midnight of `now` minus `days` (a day is the server's calendar day, like HOJ's). */
export const dayStart = (now: Date, days = 0) =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);

/** The last seven days, today included: submissions and accepted ones per day. */
export const computeWeekStatistics = async (sql: Sql, now: Date): Promise<WeekStatistics> => {
  const starts = [6, 5, 4, 3, 2, 1, 0].map((d) => dayStart(now, d));
  const bounds = [...starts, dayStart(now, -1)];
  const rows = await submissionsPerDay(sql, bounds);
  const byBucket = new Map(rows.map((r) => [r.bucket, r]));
  return {
    dateStrList: starts.map(dayString),
    acCountList: starts.map((_, i) => byBucket.get(i + 1)?.ac ?? 0),
    totalCountList: starts.map((_, i) => byBucket.get(i + 1)?.total ?? 0),
  };
};

/**
 * A 30-minute in-memory cache of the week's statistics, one per app (several server
 * processes may each hold their own copy; the numbers are only a chart).
 */
export const createStatisticsCache = (sql: Sql, clock: () => Date = () => new Date()) => {
  let cached: { value: WeekStatistics; until: number } | undefined;
  return async (forceRefresh: boolean): Promise<WeekStatistics> => {
    const now = clock();
    if (!forceRefresh && cached && cached.until > now.getTime()) return cached.value;
    const value = await computeWeekStatistics(sql, now);
    cached = { value, until: now.getTime() + statisticsTtlMs };
    return value;
  };
};
