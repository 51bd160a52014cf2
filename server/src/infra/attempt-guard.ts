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
 * Wrong guesses per target and guesser (a login per username and IP, a contest password per
 * contest and user): a growing delay instead of a lock, so guessing slows to a crawl while the
 * real owner is never locked out and a mistyped secret only costs seconds. Kept in the
 * database so every server process counts the same failures. `scope` keeps the kinds apart.
 */
export const createAttemptGuard = (sql: Sql, scope: string) => {
  const key = (subject: string) => `${scope}|${subject}`;
  return {
    /** Seconds before this subject may try again (0: now). */
    async retryInSeconds(subject: string): Promise<number> {
      const [row] = await sql<{ ms: number }[]>`
        SELECT extract(epoch FROM retry_at - clock_timestamp()) * 1000 AS ms
        FROM app.login_failures WHERE key = ${key(subject)}`;
      const ms = Number(row?.ms ?? 0);
      return ms > 0 ? Math.ceil(ms / 1000) : 0;
    },
    /** Counts a failure; answers the consecutive failures so far. */
    async fail(subject: string): Promise<number> {
      const [row] = await sql<{ failures: number }[]>`
        INSERT INTO app.login_failures AS f (key, failures, retry_at, updated_at)
        VALUES (${key(subject)}, 1, clock_timestamp(), clock_timestamp())
        ON CONFLICT (key) DO UPDATE SET
          failures = CASE WHEN f.updated_at < clock_timestamp() - make_interval(secs => ${forgetAfterMs / 1000})
                          THEN 1 ELSE f.failures + 1 END,
          updated_at = clock_timestamp()
        RETURNING failures`;
      const failures = row?.failures ?? 1;
      const delay = delayAfter(failures);
      if (delay > 0)
        await sql`UPDATE app.login_failures SET retry_at = clock_timestamp() + make_interval(secs => ${delay / 1000})
                  WHERE key = ${key(subject)}`;
      return failures;
    },
    async succeed(subject: string): Promise<void> {
      await sql`DELETE FROM app.login_failures WHERE key = ${key(subject)}`;
    },
  };
};

export type AttemptGuard = ReturnType<typeof createAttemptGuard>;

/** The answer to a subject that must wait: "... please try again in N second(s)". */
export const retryLater = (what: string, seconds: number) =>
  `${what}, please try again in ${seconds} second${seconds === 1 ? '' : 's'}`;
