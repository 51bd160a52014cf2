import type { SubmissionJudgedRow, SubmissionProgress } from '@oj/events/realtime';
import { api } from './api-client';
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
  /**
   * The server accepted the subscription (with the submission's status and figures at the
   * moment of joining) or refused / never answered it (null).
   */
  onAck?: (joined: SubmissionJudgedRow | null) => void;
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
      if (!active) return;
      listeners.onAck?.(!error && answer.status === 200 && answer.data ? answer.data : null);
    });
  };
  const onConnectError = () => {
    if (active) listeners.onAck?.(null);
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
