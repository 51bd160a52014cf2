import { roleSchema, rooms } from '@oj/events';
import type { Deps } from '../deps.ts';
import type { UserRow } from '../auth/user-row.ts';
import { HttpError } from '../http/envelope.ts';
import type { IoSocket } from '../realtime/io-types.ts';
import { onClient } from '../realtime/on-client.ts';
import { socketUser } from '../realtime/socket-user.ts';
import { resolverContest, stepResolver } from './resolver.ts';

const viewerOf = (user: UserRow | null) =>
  user ? { uid: user.uid, role: roleSchema.catch('user').parse(user.role) } : null;

/**
 * The shared projector reveal over the socket: screens join `resolver:<cid>` (contest admins)
 * and the presenter's `resolver:step` opens the next cell; the projection then tells every
 * screen (`resolver:stepped`) and every server's board (the public board thaws that cell).
 */
export const handleResolverMessages = (deps: Deps, socket: IoSocket) => {
  onClient(socket, deps.logger, 'resolver:subscribe', async ({ cid }) => {
    await resolverContest(deps, viewerOf(await socketUser(deps, socket)), cid);
    await socket.join(rooms.resolver(cid));
    return { status: 200, msg: 'success', data: null };
  });
  onClient(socket, deps.logger, 'resolver:unsubscribe', async ({ cid }) => {
    await socket.leave(rooms.resolver(cid));
    return { status: 200, msg: 'success', data: null };
  });
  onClient(socket, deps.logger, 'resolver:step', async (args) => {
    const viewer = viewerOf(await socketUser(deps, socket));
    if (viewer === null) throw new HttpError(401, 'Please login first');
    return { status: 200, msg: 'success', data: await stepResolver(deps, viewer, args) };
  });
};

const resolverRoom = /^resolver:(\d+)$/;

/** After the socket's user changed: resolver rooms it may no longer watch are left. */
export const recheckResolverRooms = async (deps: Deps, socket: IoSocket, user: UserRow | null) => {
  for (const room of [...socket.rooms]) {
    const cid = Number(resolverRoom.exec(room)?.[1] ?? NaN);
    if (!Number.isSafeInteger(cid)) continue;
    try {
      await resolverContest(deps, viewerOf(user), cid);
    } catch {
      await socket.leave(rooms.resolver(cid));
    }
  }
};
