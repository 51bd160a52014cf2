import {
  DomainError,
  handleCommand,
  rejudgeDecider,
  rejudgeStream,
  submissionStream,
  type Sql,
  type SubmissionEvent,
  type Verdict,
} from '@oj/events';
import {
  compileChecker,
  compileProgram,
  discardProgram,
  judgeProgram,
  type JudgeSpec,
} from '../engine.ts';
import { specOf } from './judge-claim.ts';
import { loadProblem } from './problem-loader.ts';
import type { WorkerDeps } from './worker-deps.ts';

/** Postgres' undefined_table: the projections have not created the jobs table yet. */
const undefinedTable = '42P01';

interface PreviewJob {
  previewId: string;
  submitId: number;
}

/**
 * Takes the oldest waiting rejudge-preview job (SKIP LOCKED, a claim row in the same
 * transaction): one per (preview, submission). A claim older than `staleMs` without a result
 * is taken over, since its judge is presumed dead; the preview takes the first result only.
 */
export const claimPreviewJob = async (
  sql: Sql,
  worker: string,
  staleMs: number,
): Promise<PreviewJob | undefined> => {
  try {
    return await sql.begin(async (tx) => {
      const [row] = await tx<{ preview_id: string; submit_id: string }[]>`
        SELECT j.preview_id, j.submit_id FROM read.rejudge_jobs j
        LEFT JOIN judge.rejudge_claims c ON c.preview_id = j.preview_id AND c.submit_id = j.submit_id
        WHERE j.state = 'queued' AND j.expires_at > now()
          AND (c.submit_id IS NULL OR c.claimed_at < now() - make_interval(secs => ${staleMs / 1000}))
        ORDER BY j.requested_at, j.submit_id
        FOR UPDATE OF j SKIP LOCKED
        LIMIT 1`;
      if (!row) return undefined;
      await tx`INSERT INTO judge.rejudge_claims (preview_id, submit_id, worker)
        VALUES (${row.preview_id}, ${row.submit_id}, ${worker})
        ON CONFLICT (preview_id, submit_id) DO UPDATE SET worker = EXCLUDED.worker, claimed_at = now()`;
      return { previewId: row.preview_id, submitId: Number(row.submit_id) };
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === undefinedTable) return undefined;
    throw error;
  }
};

interface Outcome {
  status: Verdict;
  score: number | null;
  time: number | null;
  memory: number | null;
}

const systemError: Outcome = { status: 'SE', score: null, time: 0, memory: 0 };

/**
 * Judges the submission's code as it was submitted against the problem as it is now, exactly
 * as a rejudge would, but writes nothing to the submission: only the outcome, for the preview.
 */
const judgeForPreview = async (deps: WorkerDeps, submitId: number): Promise<Outcome> => {
  const history = await deps.store.readStream(submissionStream(submitId));
  const created = (history as unknown as SubmissionEvent[]).find(
    (e): e is Extract<SubmissionEvent, { type: 'SubmissionCreated' }> =>
      e.type === 'SubmissionCreated',
  )?.data;
  if (!created) return systemError;
  const problem = await loadProblem(deps.store, created.pid);
  if (!problem) return systemError;
  const compiled = await compileProgram(created.language, created.code, { cache: true });
  if (!compiled.ok) return { status: 'CE', score: null, time: 0, memory: 0 };
  try {
    let checker: JudgeSpec['checker'];
    if (problem.judgeMode !== 'default') {
      const c = await compileChecker(
        problem.spjLanguage === 'C' ? 'C' : 'C++',
        problem.spjCode ?? '',
        problem.judgeExtraFile,
      );
      if (!c.ok) return systemError;
      checker = c.program;
    }
    const outcome = await judgeProgram(compiled.program, specOf(deps, problem, checker), () => {});
    return {
      status: outcome.status,
      score: outcome.score,
      time: outcome.timeMs,
      memory: outcome.memoryKb,
    };
  } finally {
    discardProgram(compiled.program);
  }
};

/** Claims, judges and records one preview job; false when none was waiting. */
export const runPreviewJob = async (deps: WorkerDeps, judger: string): Promise<boolean> => {
  let job: PreviewJob | undefined;
  try {
    job = await claimPreviewJob(deps.sql, judger, deps.staleMs);
  } catch (error) {
    deps.log('rejudge preview claim failed', { error: String(error) });
    return false;
  }
  if (!job) return false;
  const outcome = await judgeForPreview(deps, job.submitId).catch((error: unknown) => {
    deps.log('rejudge preview judging failed', { ...job, error: String(error) });
    return systemError;
  });
  try {
    await handleCommand(deps.store, rejudgeStream(job.previewId), rejudgeDecider, {
      type: 'RecordPreviewResult',
      data: { ...job, ...outcome, judger, at: new Date().toISOString() },
    });
  } catch (error) {
    // Another judge answered first, or the preview closed meanwhile: nothing to record.
    if (!(error instanceof DomainError)) throw error;
  }
  return true;
};
