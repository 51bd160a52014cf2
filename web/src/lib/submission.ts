import type { SubmissionJudgedRow, SubmissionProgress } from '@oj/events/realtime';
import { api } from './api-client';
import { isJudging } from './judge-status';
import { getSocket } from './socket';

/** HOJ's JudgeVO: one submission row as lists, details and status checks answer it. */
export interface SubmissionRow {
  submitId: number;
  pid: number;
  displayPid: string;
  displayId?: string | null;
  title?: string | null;
  uid: string;
  username: string;
  submitTime: string;
  status: number;
  share?: boolean;
  time: number | null;
  memory: number | null;
  score: number | null;
  oiRankScore?: number | null;
  length: number | null;
  language: string;
  judger?: string | null;
  isManual?: boolean;
  cid?: number;
  gid?: number | null;
  /** Null when the viewer may not see the code. */
  code?: string | null;
  errorMessage?: string | null;
}

export interface SubmissionInfo {
  submission: SubmissionRow;
  codeShare: boolean;
}

/** `GET /api/get-submission-detail`. */
export function getSubmissionDetail(
  submitId: number,
  options: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<SubmissionInfo> {
  return api.get<SubmissionInfo>('/get-submission-detail', { params: { submitId }, ...options });
}

/** What `submission:judged` carries: the final status and figures, not the whole row. */
export type JudgedDelta = SubmissionJudgedRow;

export interface SubmissionListeners {
  onProgress?: (delta: SubmissionProgress) => void;
  onJudged?: (delta: JudgedDelta) => void;
  /** The server accepted (true) or refused / never answered (false) the subscription. */
  onAck?: (accepted: boolean) => void;
}

const ACK_TIMEOUT_MS = 5000;

/**
 * Joins the submission's room on the shared socket (again after every reconnect) and relays its
 * deltas. Returns the function that leaves the room.
 */
export function subscribeSubmission(submitId: number, listeners: SubmissionListeners): () => void {
  const socket = getSocket();
  let active = true;
  const onProgress = (delta: SubmissionProgress) => {
    if (active && delta.submitId === submitId) listeners.onProgress?.(delta);
  };
  const onJudged = (row: SubmissionJudgedRow) => {
    if (!active || row.submitId !== submitId) return;
    listeners.onJudged?.(row);
  };
  const join = () => {
    socket.timeout(ACK_TIMEOUT_MS).emit('submission:subscribe', { submitId }, (error, answer) => {
      if (active) listeners.onAck?.(!error && answer.status === 200);
    });
  };
  const onConnectError = () => {
    if (active) listeners.onAck?.(false);
  };
  socket.on('submission:progress', onProgress);
  socket.on('submission:judged', onJudged);
  socket.on('connect', join);
  socket.on('connect_error', onConnectError);
  if (socket.connected) join();
  else socket.connect();
  return () => {
    active = false;
    socket.off('submission:progress', onProgress);
    socket.off('submission:judged', onJudged);
    socket.off('connect', join);
    socket.off('connect_error', onConnectError);
    if (socket.connected) socket.emit('submission:unsubscribe', { submitId }, () => undefined);
  };
}

export const POLL_INTERVAL_MS = 2000;
export const MAX_POLLS = 300;

export interface WatchHandlers {
  /** A live delta (status change or a judged case). */
  onProgress?: (delta: SubmissionProgress) => void;
  /** A fresh row while the submission is still being judged (from a poll or catch-up). */
  onRow?: (row: SubmissionRow) => void;
  /** The submission is final; `row` is the full detail row fetched after the verdict. */
  onFinal: (row: SubmissionRow) => void;
}

/**
 * Follows one submission until its verdict: live over the socket, with a fallback poll of
 * `get-submission-detail` every 2 s (at most 300 times) while the socket is down or refused
 * the subscription. Returns the function that stops everything.
 */
export function watchSubmission(submitId: number, handlers: WatchHandlers): () => void {
  const socket = getSocket();
  const controller = new AbortController();
  let stopped = false;
  let polling = false;
  let polls = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: () => void = () => undefined;

  const stopPolling = () => {
    polling = false;
    clearTimeout(timer);
  };
  const onDisconnect = () => startPolling();
  const stop = () => {
    if (stopped) return;
    stopped = true;
    stopPolling();
    controller.abort();
    socket.off('disconnect', onDisconnect);
    unsubscribe();
  };
  /** Fetches the row once; true when the watch is over (final verdict or stopped). */
  const check = async (): Promise<boolean> => {
    const { submission } = await getSubmissionDetail(submitId, {
      signal: controller.signal,
      silent: true,
    });
    if (stopped) return true;
    if (isJudging(submission.status)) {
      handlers.onRow?.(submission);
      return false;
    }
    stop();
    handlers.onFinal(submission);
    return true;
  };
  const tick = () => {
    if (!polling || stopped) return;
    polls += 1;
    check().then(
      (done) => {
        if (!done && polling && polls < MAX_POLLS) timer = setTimeout(tick, POLL_INTERVAL_MS);
        else polling = false;
      },
      () => stopPolling(),
    );
  };
  function startPolling() {
    if (polling || stopped) return;
    polling = true;
    timer = setTimeout(tick, POLL_INTERVAL_MS);
  }
  // A verdict that landed before the room was joined is never pushed: look once after joining.
  const catchUp = () => {
    check().catch(() => startPolling());
  };

  socket.on('disconnect', onDisconnect);
  unsubscribe = subscribeSubmission(submitId, {
    onProgress: (delta) => handlers.onProgress?.(delta),
    onJudged: () => catchUp(),
    onAck: (accepted) => {
      if (!accepted) return startPolling();
      stopPolling();
      catchUp();
    },
  });
  return stop;
}
