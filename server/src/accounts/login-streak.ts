import type { Sql } from '@oj/events';

/** Spec section 4: after 5 consecutive failures the slide check is required. */
export const slideAfterFailures = 5;
/** A streak whose last failure is older than this starts again from zero. */
const forgetAfterSeconds = 60 * 60;

/**
 * Consecutive failed logins per username, from any IP (the per-IP delay is infra/attempt-guard.ts):
 * guessing one account from many addresses still meets the slide check. Reset on success.
 */
export const createLoginStreak = (sql: Sql) => {
  const key = (username: string) => username.trim().toLowerCase();
  return {
    async failures(username: string): Promise<number> {
      const [row] = await sql<{ failures: number }[]>`
        SELECT failures FROM app.login_streaks WHERE username = ${key(username)}
          AND updated_at > clock_timestamp() - make_interval(secs => ${forgetAfterSeconds})`;
      return row?.failures ?? 0;
    },
    /** Counts a failure; answers the streak so far. */
    async fail(username: string): Promise<number> {
      const [row] = await sql<{ failures: number }[]>`
        INSERT INTO app.login_streaks AS s (username, failures, updated_at)
        VALUES (${key(username)}, 1, clock_timestamp())
        ON CONFLICT (username) DO UPDATE SET
          failures = CASE WHEN s.updated_at < clock_timestamp() - make_interval(secs => ${forgetAfterSeconds})
                          THEN 1 ELSE s.failures + 1 END,
          updated_at = clock_timestamp()
        RETURNING failures`;
      return row?.failures ?? 1;
    },
    async reset(username: string): Promise<void> {
      await sql`DELETE FROM app.login_streaks WHERE username = ${key(username)}`;
    },
  };
};
