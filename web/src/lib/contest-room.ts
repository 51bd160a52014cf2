import type { AppSocket } from './socket';
import { holdRoom } from './socket-room';

/**
 * Marks `contest:<cid>` as needed by one more part of the page (the board, the announcement
 * notifier); the room is left only when the last holder lets go (see `holdRoom`).
 */
export function holdContestRoom(socket: AppSocket, cid: number): () => void {
  return holdRoom(socket, 'contest', cid);
}
