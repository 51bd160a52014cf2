import type { AppSocket } from './socket';

/** Holders of each contest room on the shared socket. */
const holders = new Map<number, number>();

/**
 * Marks `contest:<cid>` as needed by one more part of the page (the board, the announcement
 * notifier); each still asks to join with `contest:subscribe`, which the server answers per
 * asker. The answer is the release: the socket leaves the room only when the last holder lets
 * go, so closing the rank tab does not take the contest page out of the room it listens on.
 */
export function holdContestRoom(socket: AppSocket, cid: number): () => void {
  holders.set(cid, (holders.get(cid) ?? 0) + 1);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    const left = (holders.get(cid) ?? 1) - 1;
    if (left > 0) {
      holders.set(cid, left);
      return;
    }
    holders.delete(cid);
    if (socket.connected) socket.emit('contest:unsubscribe', { cid }, () => undefined);
  };
}
