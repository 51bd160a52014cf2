import type { Sql } from '@oj/events';

/** Failures before the first delay; each later failure doubles it, up to `maxDelayMs`. */
const freeFailures = 4;
const maxDelayMs = 5 * 60_000;
/** A key whose last failure is older than this starts again from zero. */
const forgetAfterMs = 60 * 60_000;

/** The wait imposed after the n-th consecutive failure: 0,0,0,0,1 s,2 s,4 s... capped. */
export const delayAfter = (failures: number): number =>
  failures <= freeFailures ? 0 : Math.min(1000 * 2 ** (failures - freeFailures - 1), maxDelayMs);

/**
 * Failed logins per username and IP: a growing delay instead of a lock, so guessing slows to a
 * crawl while the real owner (another IP) is never locked out and a wrong password only costs
 * seconds. Kept in the database so every server process counts the same failures.
 */
export const createLoginGuard = (sql: Sql) => {
  const key = (username: string, ip: string) => `${username.toLowerCase()}|${ip}`;
  return {
    /** Seconds before this pair may try again (0: now). */
    async retryInSeconds(username: string, ip: string): Promise<number> {
      const [row] = await sql<{ ms: number }[]>`
        SELECT extract(epoch FROM retry_at - clock_timestamp()) * 1000 AS ms
        FROM app.login_failures WHERE key = ${key(username, ip)}`;
      const ms = Number(row?.ms ?? 0);
      return ms > 0 ? Math.ceil(ms / 1000) : 0;
    },
    /** Counts a failure; answers the consecutive failures so far. */
    async fail(username: string, ip: string): Promise<number> {
      const [row] = await sql<{ failures: number }[]>`
        INSERT INTO app.login_failures AS f (key, failures, retry_at, updated_at)
        VALUES (${key(username, ip)}, 1, clock_timestamp(), clock_timestamp())
        ON CONFLICT (key) DO UPDATE SET
          failures = CASE WHEN f.updated_at < clock_timestamp() - make_interval(secs => ${forgetAfterMs / 1000})
                          THEN 1 ELSE f.failures + 1 END,
          updated_at = clock_timestamp()
        RETURNING failures`;
      const failures = row?.failures ?? 1;
      const delay = delayAfter(failures);
      if (delay > 0)
        await sql`UPDATE app.login_failures SET retry_at = clock_timestamp() + make_interval(secs => ${delay / 1000})
                  WHERE key = ${key(username, ip)}`;
      return failures;
    },
    async succeed(username: string, ip: string): Promise<void> {
      await sql`DELETE FROM app.login_failures WHERE key = ${key(username, ip)}`;
    },
  };
};

export type LoginGuard = ReturnType<typeof createLoginGuard>;
