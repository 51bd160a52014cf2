import {
  checkerCompileDecider,
  checkerCompileStream,
  DomainError,
  foldEvents,
  handleCommand,
  type Sql,
} from '@oj/events';
import { compileChecker } from '../engine.ts';
import type { WorkerDeps } from './worker-deps.ts';
import { judgingFailure } from './failure-message.ts';

/** Postgres' undefined_table: the projections have not created the queue yet. */
const undefinedTable = '42P01';

/**
 * Takes the oldest waiting checker compile request still inside its deadline: the queue row is
 * locked (SKIP LOCKED: workers never wait on each other) and a claim row is written in the same
 * transaction, so exactly one worker of all the judges gets it. A claim is never taken over: a
 * judge that dies while compiling leaves the request to its deadline, and the admin asks again.
 */
export const claimCheckerCompile = async (
  sql: Sql,
  worker: string,
): Promise<string | undefined> => {
  try {
    return await sql.begin(async (tx) => {
      const [row] = await tx<{ request_id: string }[]>`
        SELECT q.request_id
        FROM read.checker_compile_queue q
        LEFT JOIN judge.checker_compile_claims c ON c.request_id = q.request_id
        WHERE q.state = 'queued' AND c.request_id IS NULL AND q.deadline > now()
        ORDER BY q.requested_at
        FOR UPDATE OF q SKIP LOCKED
        LIMIT 1`;
      if (!row) return undefined;
      await tx`INSERT INTO judge.checker_compile_claims (request_id, worker) VALUES (${row.request_id}, ${worker})`;
      return row.request_id;
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === undefinedTable) return undefined;
    throw error;
  }
};

/**
 * Compiles a claimed request with the same code the judge uses for a problem's checker (and its
 * cache, so the first submission of the problem finds the build) and appends the answer. A
 * sandbox failure is answered too, as a failed compile, so the admin is not left waiting.
 */
export const answerCheckerCompile = async (deps: WorkerDeps, judger: string, requestId: string) => {
  const stream = checkerCompileStream(requestId);
  const state = foldEvents(checkerCompileDecider, await deps.store.readStream(stream));
  if (state.status !== 'requested') return;
  const { language, code, extraFiles } = state.request;
  const compiled = await compileChecker(language, code, extraFiles).catch((error: unknown) => ({
    ok: false as const,
    message: judgingFailure(error),
  }));
  const data = {
    requestId,
    ok: compiled.ok,
    message: compiled.ok ? '' : compiled.message,
    judger,
    at: new Date().toISOString(),
  };
  try {
    await handleCommand(deps.store, stream, checkerCompileDecider, {
      type: 'RecordCheckerCompile',
      data,
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
  }
};

/** Claims and answers one checker compile; false when none was waiting (or claiming failed). */
export const runCheckerCompileJob = async (deps: WorkerDeps, judger: string): Promise<boolean> => {
  let requestId: string | undefined;
  try {
    requestId = await claimCheckerCompile(deps.sql, judger);
  } catch (error) {
    deps.log('checker compile claim failed', { error: String(error) });
    return false;
  }
  if (requestId === undefined) return false;
  try {
    await answerCheckerCompile(deps, judger, requestId);
  } catch (error) {
    deps.log('checker compile failed', { requestId, error: String(error) });
  }
  return true;
};
