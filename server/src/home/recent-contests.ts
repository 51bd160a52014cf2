import type { Sql } from '@oj/events';
import type { Logger } from '../infra/logger.ts';

interface ContestRow {
  id: number;
  title: string;
  type: number;
  auth: number;
  author: string;
  start_time: Date;
  end_time: Date;
  duration: number;
}

/** HOJ's contest status: -1 scheduled, 0 running, 1 ended. */
const statusAt = (c: ContestRow, now: Date) => (now < c.start_time ? -1 : now < c.end_time ? 0 : 1);

/**
 * The public contests running now or starting within 14 days, soonest first (HOJ's home
 * list), from the contests projection's `read.contests`. Before the projections have created
 * the table (a fresh database) the answer is []; a query failure logs and answers [] rather
 * than breaking the home page.
 */
export const recentContests = async (sql: Sql, logger: Logger, now: Date) => {
  const [table] = await sql<{ t: string | null }[]>`SELECT to_regclass('read.contests')::text AS t`;
  if (!table?.t) return [];
  try {
    const rows = await sql<ContestRow[]>`
      SELECT id, title, type, auth, author, start_time, end_time, duration FROM read.contests
      WHERE visible AND gid IS NULL AND end_time > ${now}
        AND start_time < ${new Date(now.getTime() + 14 * 86_400_000)}
      ORDER BY start_time, id LIMIT 10`;
    return rows.map((c) => ({
      id: Number(c.id),
      title: c.title,
      type: c.type,
      auth: c.auth,
      author: c.author,
      status: statusAt(c, now),
      startTime: c.start_time.toISOString(),
      endTime: c.end_time.toISOString(),
      duration: Number(c.duration),
      now: now.toISOString(),
    }));
  } catch (error) {
    logger.warn({ err: error }, 'read.contests does not have the columns the home page reads');
    return [];
  }
};
