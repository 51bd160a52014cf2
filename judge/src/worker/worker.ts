import { runWithRequestId } from '@oj/events/infra';
import { judgingFailure } from './failure-message.ts';
import { runCheckerCompileJob } from './checker-compile-job.ts';
import { claimNext, heartbeat, type Claim } from './leases.ts';
import { judgeClaim, type StartedClaim } from './judge-claim.ts';
import { SubmissionWriter } from './submission-writer.ts';
import { runPreviewJob } from './preview-job.ts';
import type { WorkerDeps } from './worker-deps.ts';

export type { WorkerDeps } from './worker-deps.ts';

/**
 * Opens the claimed submission's stream (its one read for the whole judging) and appends
 * JudgingStarted through the same writer; undefined when the submission is no longer waiting.
 */
export const startJudging = (deps: WorkerDeps, judger: string) => async (claim: Claim) => {
  const writer = await SubmissionWriter.open(deps.store, claim.submitId);
  const command = {
    type: 'StartJudging' as const,
    judger,
    at: new Date().toISOString(),
    restart: claim.restart,
  };
  if (!(await runWithRequestId(writer.requestId, () => writer.record(command)))) return undefined;
  const state = writer.state;
  return state.status === 'judging' ? { attempt: state.attempt, writer } : undefined;
};

/** The verdict when judging itself failed, after the case events still being written. */
const systemError = async (claim: StartedClaim, judger: string, error: unknown) => {
  await claim.writer.flush().catch(() => false);
  return claim.writer.record({
    type: 'RecordVerdict',
    data: {
      submitId: claim.submitId,
      attempt: claim.attempt,
      status: 'SE',
      score: null,
      oiRankScore: null,
      time: 0,
      memory: 0,
      errorMessage: judgingFailure(error),
      judger,
      at: new Date().toISOString(),
    },
  });
};

/**
 * One worker: claim, judge, repeat; wait for a wake-up when the queue is empty. Checker compile
 * requests come first (an admin is waiting on a form; they take a second, not a test set).
 * `judger` names the worker in events and leases. Resolves when `stopped()` turns true.
 */
export const runWorker = async (
  deps: WorkerDeps,
  judger: string,
  wait: () => Promise<void>,
  stopped: () => boolean,
) => {
  while (!stopped()) {
    if (await runCheckerCompileJob(deps, judger)) continue;
    let claim: StartedClaim | undefined;
    try {
      claim = await claimNext(deps.sql, judger, deps.staleMs, startJudging(deps, judger));
    } catch (error) {
      deps.log('claim failed', { error: String(error) });
    }
    if (!claim) {
      // Rejudge previews wait for every submission: a preview is an admin's question, a
      // queued submission is a contestant waiting.
      if (await runPreviewJob(deps, judger)) continue;
      await wait();
      continue;
    }
    const { submitId } = claim;
    const beat = setInterval(
      () => void heartbeat(deps.sql, submitId, judger).catch(() => {}),
      deps.heartbeatMs,
    );
    const started = performance.now();
    let outcome: 'judged' | 'failed' = 'judged';
    deps.observe?.started();
    try {
      // Under the id of the request that made the submission: its logs and events carry it.
      await runWithRequestId(claim.writer.requestId, () => judgeClaim(deps, judger, claim));
    } catch (error) {
      outcome = 'failed';
      deps.log('judging failed', { submitId, error: String(error) });
      await systemError(claim, judger, error).catch(() => false);
    } finally {
      clearInterval(beat);
      deps.observe?.finished((performance.now() - started) / 1000, outcome);
    }
  }
};
