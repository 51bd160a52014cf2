import type { Sql } from '@oj/events';

/**
 * "At most once per interval" per key, decided by one statement in the database: two
 * requests racing for the same key (in one process or in two) cannot both pass. Returns 0 when
 * the caller may go ahead (and the key is stamped now), else the milliseconds left to wait.
 */
export const takeThrottle = async (
  sql: Sql,
  name: string,
  key: string,
  intervalMs: number,
): Promise<number> => {
  const seconds = Math.max(0, intervalMs) / 1000;
  const taken = await sql<{ ok: number }[]>`
    INSERT INTO app.throttles AS t (name, key, last_at) VALUES (${name}, ${key}, clock_timestamp())
    ON CONFLICT (name, key) DO UPDATE SET last_at = EXCLUDED.last_at
      WHERE t.last_at <= EXCLUDED.last_at - make_interval(secs => ${seconds})
    RETURNING 1 AS ok`;
  if (taken.length > 0) return 0;
  const [row] = await sql<{ wait: number }[]>`
    SELECT extract(epoch FROM last_at + make_interval(secs => ${seconds}) - clock_timestamp()) * 1000 AS wait
    FROM app.throttles WHERE name = ${name} AND key = ${key}`;
  return Math.max(1, Math.ceil(Number(row?.wait ?? 1)));
};

/** Gives a stamp back (the guarded action failed, e.g. the mail could not be sent). */
export const releaseThrottle = async (sql: Sql, name: string, key: string): Promise<void> => {
  await sql`DELETE FROM app.throttles WHERE name = ${name} AND key = ${key}`;
};

/**
 * "At most `count` times per interval" per key, from `count` stamps of `takeThrottle`: each
 * stamp lets one request through per interval, so no interval lets more than `count` through,
 * and each stamp is still taken by one statement. Returns 0 when the caller may go ahead, else
 * the milliseconds until the first stamp frees up.
 */
export const takeThrottleSlot = async (
  sql: Sql,
  name: string,
  key: string,
  count: number,
  intervalMs: number,
): Promise<number> => {
  let wait = Number.POSITIVE_INFINITY;
  for (let slot = 0; slot < Math.max(1, count); slot++) {
    const left = await takeThrottle(sql, name, `${key}#${slot}`, intervalMs);
    if (left === 0) return 0;
    wait = Math.min(wait, left);
  }
  return wait;
};
