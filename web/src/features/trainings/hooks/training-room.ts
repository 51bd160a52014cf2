import type { AppSocket } from '../../../lib/socket';

/** Holders of each training room on the shared socket. */
const holders = new Map<number, number>();

/**
 * Marks `training:<tid>` as needed by one more part of the page (the header's progress, the
 * rank); each asks to join with `training:subscribe` itself. The answer is the release: the
 * socket leaves the room only when the last holder lets go (like the contest room).
 */
export function holdTrainingRoom(socket: AppSocket, tid: number): () => void {
  holders.set(tid, (holders.get(tid) ?? 0) + 1);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    const left = (holders.get(tid) ?? 1) - 1;
    if (left > 0) {
      holders.set(tid, left);
      return;
    }
    holders.delete(tid);
    if (socket.connected) socket.emit('training:unsubscribe', { tid }, () => undefined);
  };
}
