import { roleSchema, rooms } from '@oj/events';
import type { Deps } from '../deps.ts';
import type { IoSocket, RealtimeArea } from '../realtime/io-types.ts';
import { onClient } from '../realtime/on-client.ts';
import { socketUser } from '../realtime/socket-user.ts';
import type { UserRow } from '../auth/user-row.ts';
import { assertGroup, assertGroupLevel } from './group.policy.ts';
import { HttpError } from '../http/envelope.ts';

const viewerOf = (user: UserRow | null) =>
  user ? { uid: user.uid, role: roleSchema.catch('user').parse(user.role) } : null;

/** The same rule as the member pages: signed in, the group exists, level 3 (member) or more. */
const authorizeGroupRoom = async (deps: Deps, user: UserRow | null, gid: number) => {
  const viewer = viewerOf(user);
  if (!viewer) throw new HttpError(401, 'Please login first');
  await assertGroup(deps.sql, gid, viewer.role);
  await assertGroupLevel(deps.sql, gid, viewer, 3);
};

const groupRoom = /^group:(\d+)$/;

/**
 * `group:subscribe` joins `group:<gid>` for members; the projections push `group:announcement`
 * there. After the socket's user changes, each group room is decided again by the same rule.
 */
export const groupRealtime = (deps: Deps): RealtimeArea => ({
  onConnection: (socket: IoSocket) => {
    onClient(socket, deps.logger, 'group:subscribe', async ({ gid }) => {
      await authorizeGroupRoom(deps, await socketUser(deps, socket), gid);
      await socket.join(rooms.group(gid));
      return { status: 200, msg: 'success', data: null };
    });
    onClient(socket, deps.logger, 'group:unsubscribe', async ({ gid }) => {
      await socket.leave(rooms.group(gid));
      return { status: 200, msg: 'success', data: null };
    });
  },
  recheck: async (socket, user) => {
    for (const room of [...socket.rooms]) {
      const gid = Number(groupRoom.exec(room)?.[1] ?? NaN);
      if (!Number.isSafeInteger(gid)) continue;
      try {
        await authorizeGroupRoom(deps, user, gid);
      } catch {
        await socket.leave(rooms.group(gid));
      }
    }
  },
});
