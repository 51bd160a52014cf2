import type { SubmissionJudgedRow, SubmissionProgress } from '@oj/events/realtime';
import { isJudging } from './judge-status';
import { getSocket } from './socket';
import { getSubmissionDetail, subscribeSubmission, type SubmissionRow } from './submission';

export const POLL_INTERVAL_MS = 2000;
export const MAX_POLLS = 300;

/** A verdict as it arrives: pushed (the figures only) or polled (the whole row). */
export type Verdict = SubmissionJudgedRow & Partial<SubmissionRow>;

export interface FollowHandlers {
  /** A live delta: a status change or a judged case. */
  onProgress?: (delta: SubmissionProgress) => void;
  /** A fresh row of a submission still being judged (from a poll or the catch-up). */
  onRow?: (row: SubmissionRow) => void;
  /** The submission is final. Called once per submission, from the push when it arrives. */
  onFinal: (verdict: Verdict) => void;
}

/** Current rows of some submissions, by submitId (a status check or detail calls). */
export type PollRows = (
  submitIds: number[],
  signal: AbortSignal,
) => Promise<Record<string, SubmissionRow | undefined>>;

/**
 * Follows submissions until their verdicts, the one way the app does it: each joins its room
 * on the shared socket and takes the state in the join's answer and then the pushed progress
 * and verdict as they are. `poll` runs only while the socket is down or the server refused the
 * room: every 2 s, at most 300 times. Returns the function that stops everything.
 */
export function followSubmissions(
  submitIds: number[],
  handlers: FollowHandlers,
  poll: PollRows,
): () => void {
  const socket = getSocket();
  const controller = new AbortController();
  const unsubscribes = new Map<number, () => void>();
  const waiting = new Set(submitIds);
  const refused = new Set<number>();
  let polling = false;
  let polls = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stopPolling = () => {
    polling = false;
    clearTimeout(timer);
  };
  const stop = () => {
    waiting.clear();
    stopPolling();
    controller.abort();
    socket.off('disconnect', startPolling);
    for (const unsubscribe of unsubscribes.values()) unsubscribe();
    unsubscribes.clear();
  };
  const finish = (verdict: Verdict) => {
    if (!waiting.delete(verdict.submitId)) return;
    unsubscribes.get(verdict.submitId)?.();
    unsubscribes.delete(verdict.submitId);
    if (waiting.size === 0) stop();
    handlers.onFinal(verdict);
  };
  /** One look at every submission still waiting; resolves false when polling should stop. */
  const look = async (): Promise<boolean> => {
    const rows = await poll([...waiting], controller.signal);
    for (const id of [...waiting]) {
      const row = rows[id];
      if (!row) continue;
      if (isJudging(row.status)) handlers.onRow?.(row);
      else finish(row);
    }
    return waiting.size > 0;
  };
  const tick = () => {
    if (!polling || waiting.size === 0) return;
    polls += 1;
    look().then(
      (more) => {
        if (more && polling && polls < MAX_POLLS) timer = setTimeout(tick, POLL_INTERVAL_MS);
        else polling = false;
      },
      () => stopPolling(),
    );
  };
  function startPolling() {
    if (polling || waiting.size === 0) return;
    polling = true;
    timer = setTimeout(tick, POLL_INTERVAL_MS);
  }
  socket.on('disconnect', startPolling);
  for (const submitId of submitIds)
    unsubscribes.set(
      submitId,
      subscribeSubmission(submitId, {
        onProgress: (delta) => handlers.onProgress?.(delta),
        onJudged: finish,
        onAck: (joined) => {
          if (!joined) {
            refused.add(submitId);
            return startPolling();
          }
          refused.delete(submitId);
          if (refused.size === 0) stopPolling();
          // The ack is the state at the join: a verdict that landed before it is final here.
          if (isJudging(joined.status)) handlers.onProgress?.(joined);
          else finish(joined);
        },
      }),
    );
  return stop;
}

/** `followSubmissions` for one submission, polling its detail while the socket is down. */
export function watchSubmission(submitId: number, handlers: FollowHandlers): () => void {
  return followSubmissions([submitId], handlers, async (ids, signal) => {
    const { submission } = await getSubmissionDetail(submitId, { signal, silent: true });
    return ids.includes(submitId) ? { [submitId]: submission } : {};
  });
}
