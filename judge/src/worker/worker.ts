import {
  DomainError,
  handleCommand,
  submissionDecider,
  submissionStream,
  WrongExpectedRevisionError,
  type SubmissionCommand,
} from '@oj/events';
import { claimNext, heartbeat, type Claim } from './leases.ts';
import { judgeClaim } from './judge-claim.ts';
import type { WorkerDeps } from './worker-deps.ts';

export type { WorkerDeps } from './worker-deps.ts';

/** Appends a command for the running attempt; false when the attempt is no longer current. */
export const record = async (
  deps: WorkerDeps,
  submitId: number,
  command: SubmissionCommand,
): Promise<boolean> => {
  try {
    await handleCommand(deps.store, submissionStream(submitId), submissionDecider, command);
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
};

const startJudging = (deps: WorkerDeps, judger: string) => async (claim: Claim) => {
  try {
    const result = await handleCommand(
      deps.store,
      submissionStream(claim.submitId),
      submissionDecider,
      {
        type: 'StartJudging',
        judger,
        at: new Date().toISOString(),
        restart: claim.restart,
      },
    );
    const started = result.events[0];
    return started?.type === 'JudgingStarted' ? started.data.attempt : undefined;
  } catch (error) {
    if (error instanceof DomainError || error instanceof WrongExpectedRevisionError)
      return undefined;
    throw error;
  }
};

/**
 * One worker: claim, judge, repeat; wait for a wake-up when the queue is empty. `judger` names
 * the worker in events and leases. Resolves when `stopped()` turns true.
 */
export const runWorker = async (
  deps: WorkerDeps,
  judger: string,
  wait: () => Promise<void>,
  stopped: () => boolean,
) => {
  while (!stopped()) {
    let claim: Claim | undefined;
    try {
      claim = await claimNext(deps.sql, judger, deps.staleMs, startJudging(deps, judger));
    } catch (error) {
      deps.log('claim failed', { error: String(error) });
    }
    if (!claim) {
      await wait();
      continue;
    }
    const beat = setInterval(
      () => void heartbeat(deps.sql, claim.submitId, judger).catch(() => {}),
      deps.heartbeatMs,
    );
    try {
      await judgeClaim(deps, judger, claim);
    } catch (error) {
      deps.log('judging failed', { submitId: claim.submitId, error: String(error) });
      await record(deps, claim.submitId, {
        type: 'RecordVerdict',
        data: {
          submitId: claim.submitId,
          attempt: claim.attempt,
          status: 'SE',
          score: null,
          oiRankScore: null,
          time: 0,
          memory: 0,
          errorMessage: `System Error: ${String(error).slice(0, 500)}`,
          judger,
          at: new Date().toISOString(),
        },
      }).catch(() => false);
    } finally {
      clearInterval(beat);
    }
  }
};
