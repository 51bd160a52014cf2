import { holdRoom } from '../../../lib/socket-room';
import type { AppSocket } from '../../../lib/socket';

/**
 * Marks `training:<tid>` as needed by one more part of the page (the header's progress, the
 * rank); each asks to join with `training:subscribe` itself. The room is left only when the
 * last holder lets go (`holdRoom`, shared with the contest and group rooms).
 */
export function holdTrainingRoom(socket: AppSocket, tid: number): () => void {
  return holdRoom(socket, 'training', tid);
}
