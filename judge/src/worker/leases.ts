import type { Sql } from '@oj/events';

/**
 * Judge-owned coordination (not a read model, never rebuilt): who is judging what, with a
 * heartbeat. A submission whose lease went stale is taken over by another worker.
 */
export const migrateLeases = async (sql: Sql) => {
  await sql.unsafe(`
    CREATE SCHEMA IF NOT EXISTS judge;
    CREATE TABLE IF NOT EXISTS judge.leases (
      submit_id bigint PRIMARY KEY,
      worker text NOT NULL,
      attempt int NOT NULL,
      heartbeat_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE IF NOT EXISTS judge.rejudge_claims (
      preview_id text NOT NULL,
      submit_id bigint NOT NULL,
      worker text NOT NULL,
      claimed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (preview_id, submit_id)
    );
    CREATE TABLE IF NOT EXISTS judge.checker_compile_claims (
      request_id text PRIMARY KEY,
      worker text NOT NULL,
      claimed_at timestamptz NOT NULL DEFAULT now()
    );`);
};

export interface Claim {
  submitId: number;
  /** The attempt this worker is about to start (queue attempt + 1). */
  attempt: number;
  restart: boolean;
}

/**
 * Locks the first claimable queue row (SKIP LOCKED: workers never wait on each other) and
 * takes its lease inside the same transaction; `start` appends JudgingStarted while the row
 * is locked and says which attempt it started (with whatever else it opened for the judging).
 * If `start` gives up (another worker won the expected revision), nothing is kept.
 */
export const claimNext = async <Started extends { attempt: number }>(
  sql: Sql,
  worker: string,
  staleMs: number,
  start: (claim: Claim) => Promise<Started | undefined>,
): Promise<(Claim & Started) | undefined> => {
  // Kept outside the transaction's result: postgres.js's typing of it cannot follow a generic.
  let claimed: (Claim & Started) | undefined;
  await sql
    .begin(async (tx) => {
      const [row] = await tx<{ submit_id: number; attempt: number; state: string }[]>`
      SELECT q.submit_id, q.attempt, q.state
      FROM read.judge_queue q LEFT JOIN judge.leases l ON l.submit_id = q.submit_id
      WHERE (q.state = 'queued' AND (l.submit_id IS NULL OR l.attempt <= q.attempt))
         OR (q.state = 'judging' AND (l.submit_id IS NULL OR l.heartbeat_at < now() - make_interval(secs => ${staleMs / 1000})))
      ORDER BY q.priority, q.submit_id
      FOR UPDATE OF q SKIP LOCKED
      LIMIT 1`;
      if (!row) return;
      const claim: Claim = {
        submitId: row.submit_id,
        attempt: row.attempt + 1,
        restart: row.state === 'judging',
      };
      await tx`
      INSERT INTO judge.leases (submit_id, worker, attempt, heartbeat_at) VALUES (${claim.submitId}, ${worker}, ${claim.attempt}, now())
      ON CONFLICT (submit_id) DO UPDATE SET worker = EXCLUDED.worker, attempt = EXCLUDED.attempt, heartbeat_at = now()`;
      // The decider numbers the attempt; the queue row may lag behind the stream.
      const started = await start(claim);
      if (started === undefined) throw new SkipClaim();
      await tx`UPDATE judge.leases SET attempt = ${started.attempt} WHERE submit_id = ${claim.submitId}`;
      claimed = { ...claim, ...started };
    })
    .catch((error: unknown) => {
      if (!(error instanceof SkipClaim)) throw error;
    });
  return claimed;
};

class SkipClaim extends Error {}

export const heartbeat = (sql: Sql, submitId: number, worker: string) =>
  sql`UPDATE judge.leases SET heartbeat_at = now() WHERE submit_id = ${submitId} AND worker = ${worker}`;
