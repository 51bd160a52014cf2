import type { Sql } from '@oj/events';
import type { JobState } from './job.ts';

/**
 * `app.plagiarism_checks`: every check with its progress and ranked pairs, so any server
 * process behind the proxy answers for a check another one runs, and results outlive restarts.
 * A check is derived data (rerun it at will), so this is a table, not events. The process that
 * runs a check writes a heartbeat with its progress; a running row whose heartbeat is older than
 * `STALE_SECONDS` lost its server and reads as failed.
 */
export const STALE_SECONDS = 30;
export const serverStopped = 'The server running this check stopped; start it again';

// Types, not interfaces: postgres.js's `sql.json` takes them as plain JSON values.
export type Progress = { files: number; filesTotal: number; pairs: number; pairsTotal: number };
/** A problem of a check and its sources, in the order they were indexed. */
export type StoredProblem = { pid: number; displayId: string; files: number; submitIds: number[] };

export interface CheckRow {
  id: string;
  cid: number;
  pid: number | null;
  started_by: string;
  state: JobState;
  error: string | null;
  cancel_requested: boolean;
  progress: Progress;
  problems: StoredProblem[];
  results: unknown[] | null;
  started_at: Date;
  finished_at: Date | null;
  heartbeat_at: Date;
  /** Running with no heartbeat for `STALE_SECONDS`: its server died. */
  stale: boolean;
}

export interface NewCheck {
  id: string;
  cid: number;
  pid: number | null;
  startedBy: string;
  progress: Progress;
  problems: StoredProblem[];
  startedAt: Date;
}

const columns = (sql: Sql) => sql`
  id, cid, pid, started_by, state, error, cancel_requested, progress, problems, results,
  started_at, finished_at, heartbeat_at,
  (state = 'running' AND heartbeat_at < now() - make_interval(secs => ${STALE_SECONDS})) AS stale`;

/** A running check (not being cancelled, not stale) of contest `cid` covering problem `pid`. */
const covering = (sql: Sql, cid: number, pid: number | null) => sql`
  cid = ${cid} AND state = 'running' AND NOT cancel_requested
  AND heartbeat_at >= now() - make_interval(secs => ${STALE_SECONDS})
  AND (pid IS NULL OR ${pid}::int IS NULL OR pid = ${pid}::int)`;

export const runningCheck = async (sql: Sql, cid: number, pid: number | null) =>
  (await sql`SELECT 1 FROM app.plagiarism_checks WHERE ${covering(sql, cid, pid)} LIMIT 1`).length >
  0;

/**
 * Inserts a running check unless one covering the problem runs; false when refused. Decided
 * under a transaction lock per contest, so two starts on two processes cannot both pass. The
 * finished (or cancelling, or dead) checks of the same contest problem are replaced.
 */
export const insertCheck = (sql: Sql, c: NewCheck): Promise<boolean> =>
  sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(74170119, ${c.cid}::int)`;
    await tx`
      UPDATE app.plagiarism_checks
      SET state = 'failed', error = ${serverStopped}, finished_at = heartbeat_at
      WHERE cid = ${c.cid} AND state = 'running'
        AND heartbeat_at < now() - make_interval(secs => ${STALE_SECONDS})`;
    const busy = await tx`SELECT 1 FROM app.plagiarism_checks WHERE ${covering(sql, c.cid, c.pid)}`;
    if (busy.length > 0) return false;
    await tx`
      DELETE FROM app.plagiarism_checks
      WHERE cid = ${c.cid} AND pid IS NOT DISTINCT FROM ${c.pid}::int
        AND (state <> 'running' OR cancel_requested)`;
    await tx`
      INSERT INTO app.plagiarism_checks
        (id, cid, pid, started_by, state, progress, problems, started_at, heartbeat_at)
      VALUES (${c.id}, ${c.cid}, ${c.pid}, ${c.startedBy}, 'running', ${sql.json(c.progress)},
              ${sql.json(c.problems)}, ${c.startedAt}, now())`;
    return true;
  });

/** Writes progress and the heartbeat; answers whether the check must stop (cancel asked
 * from any process, or its row replaced or declared dead). */
export const writeProgress = async (sql: Sql, id: string, progress: Progress) => {
  const [row] = await sql<{ cancel_requested: boolean }[]>`
    UPDATE app.plagiarism_checks SET progress = ${sql.json(progress)}, heartbeat_at = now()
    WHERE id = ${id} AND state = 'running' RETURNING cancel_requested`;
  return !row || row.cancel_requested;
};

export const writeFinish = async (
  sql: Sql,
  id: string,
  f: { state: JobState; error: string | null; progress: Progress; results: unknown[] | null },
) => {
  await sql`
    UPDATE app.plagiarism_checks
    SET state = ${f.state}, error = ${f.error}, progress = ${sql.json(f.progress)},
        results = ${f.results === null ? null : sql.json(f.results as never)},
        finished_at = now(), heartbeat_at = now()
    WHERE id = ${id} AND state = 'running'`;
};

/** Asks a running check to stop; the process running it reads this at its next progress. */
export const requestCancel = async (sql: Sql, id: string) => {
  await sql`
    UPDATE app.plagiarism_checks SET cancel_requested = true
    WHERE id = ${id} AND state = 'running'`;
};

export const checkRow = async (sql: Sql, id: string): Promise<CheckRow | undefined> => {
  const [row] = await sql<CheckRow[]>`
    SELECT ${columns(sql)} FROM app.plagiarism_checks WHERE id = ${id}`;
  return row;
};

/** The checks of a contest, newest first. */
export const contestChecks = (sql: Sql, cid: number) =>
  sql<CheckRow[]>`
    SELECT ${columns(sql)} FROM app.plagiarism_checks
    WHERE cid = ${cid} ORDER BY started_at DESC, id`;

/** A row as the API shows a check (a dead one as failed). */
export const summaryOf = (r: CheckRow) => {
  const state: JobState = r.stale ? 'failed' : r.state;
  return {
    jobId: r.id,
    cid: r.cid,
    pid: r.pid,
    state,
    error: r.stale ? serverStopped : r.error,
    cancelling: state === 'running' && r.cancel_requested,
    progress: r.progress,
    problems: r.problems.map(({ pid, displayId, files }) => ({ pid, displayId, files })),
    startedBy: r.started_by,
    startedAt: r.started_at.toISOString(),
    finishedAt: r.stale ? r.heartbeat_at.toISOString() : (r.finished_at?.toISOString() ?? null),
  };
};
