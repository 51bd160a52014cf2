import { roleSchema, rooms } from '@oj/events';
import type { Deps } from '../deps.ts';
import type { IoSocket, RealtimeArea } from '../realtime/io-types.ts';
import { onClient } from '../realtime/on-client.ts';
import { socketUser } from '../realtime/socket-user.ts';
import type { UserRow } from '../auth/user-row.ts';
import { authorizeTrainingEntry } from './training-access.ts';

const viewerOf = (user: UserRow | null) =>
  user ? { uid: user.uid, role: roleSchema.catch('user').parse(user.role) } : null;

/**
 * `training:subscribe` joins `training:<tid>` under the training pages' entry rule (a private
 * training: members and its admins only); the projections push `training:rank` there.
 */
export const handleTrainingSubscriptions = (deps: Deps, socket: IoSocket) => {
  onClient(socket, deps.logger, 'training:subscribe', async ({ tid }) => {
    const viewer = viewerOf(await socketUser(deps, socket));
    await authorizeTrainingEntry(deps, viewer, tid);
    await socket.join(rooms.training(tid));
    return { status: 200, msg: 'success', data: null };
  });
  onClient(socket, deps.logger, 'training:unsubscribe', async ({ tid }) => {
    await socket.leave(rooms.training(tid));
    return { status: 200, msg: 'success', data: null };
  });
};

const trainingRoom = /^training:(\d+)$/;

/** After the socket's user changed: each training room is decided again by the same rule. */
export const recheckTrainingRooms = async (deps: Deps, socket: IoSocket, user: UserRow | null) => {
  const viewer = viewerOf(user);
  for (const room of [...socket.rooms]) {
    const tid = Number(trainingRoom.exec(room)?.[1] ?? NaN);
    if (!Number.isSafeInteger(tid)) continue;
    try {
      await authorizeTrainingEntry(deps, viewer, tid);
    } catch {
      await socket.leave(rooms.training(tid));
    }
  }
};

/** The trainings area's part of the socket gateway (pushes come relayed from the projections). */
export const trainingRealtime = (deps: Deps): RealtimeArea => ({
  onConnection: (socket) => handleTrainingSubscriptions(deps, socket),
  recheck: (socket, user) => recheckTrainingRooms(deps, socket, user),
});
