import { rooms } from '@oj/events';
import type { Deps } from '../deps.ts';
import { resolveToken } from '../auth/authenticate.ts';
import type { UserRow } from '../auth/user-row.ts';
import type { IoSocket } from './io-types.ts';

/**
 * Checks `token` as the HTTP routes do (signature, expiry, session epoch, disabled account)
 * and makes the socket that user: its `user:<uid>` room, its uid and role. A token that no
 * longer holds leaves the socket anonymous.
 */
export const identifySocket = async (
  deps: Deps,
  socket: IoSocket,
  token: string | null,
): Promise<UserRow | null> => {
  const previous = socket.data.uid;
  const { user } = await resolveToken(deps, token);
  if (previous && previous !== user?.uid) await socket.leave(rooms.user(previous));
  socket.data.token = token;
  socket.data.uid = user?.uid ?? null;
  socket.data.roles = user ? [user.role] : [];
  if (user) await socket.join(rooms.user(user.uid));
  return user;
};

/**
 * The socket's user as of now, for a subscribe decision: its token is checked again, so a
 * logout, a new password, a disabled account or a changed role applies at once, not at the
 * socket's next connection.
 */
export const socketUser = (deps: Deps, socket: IoSocket): Promise<UserRow | null> =>
  identifySocket(deps, socket, socket.data.token ?? null);
