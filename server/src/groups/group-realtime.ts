import { realtimeChannel, relayMessageSchema, roleSchema, rooms } from '@oj/events';
import type { Deps } from '../deps.ts';
import type { IoServer, IoSocket, NoticeSource, RealtimeArea } from '../realtime/io-types.ts';
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
const userRoom = /^user:(.+)$/;

/**
 * Takes sockets out of a group's room the moment the relayed push says they lost it: a member
 * removed (kicked or exited, `group:membership` with auth 0 to their user room) or the group
 * disbanded (`group:disbanded` to the room itself). It runs in the same NOTIFY as the gateway's
 * emit, registered after it, so nothing the group pushes later reaches them: no database read
 * (as `recheck` would do) can let a later push overtake the leave.
 */
const attachRoomLeaves = (io: IoServer, source: NoticeSource) => {
  let stopped = false;
  source.notifications.on(realtimeChannel, (payload: unknown) => {
    const m = relayMessageSchema.safeParse(payload);
    if (stopped || !m.success) return;
    const gid = Number((m.data.payload as { gid?: unknown } | null)?.gid);
    if (!Number.isSafeInteger(gid)) return;
    if (m.data.event === 'group:disbanded' && m.data.room === rooms.group(gid))
      io.local.in(rooms.group(gid)).socketsLeave(rooms.group(gid));
    const auth = Number((m.data.payload as { auth?: unknown }).auth);
    if (m.data.event === 'group:membership' && auth < 3 && userRoom.test(m.data.room))
      io.local.in(m.data.room).socketsLeave(rooms.group(gid));
  });
  return Promise.resolve(() => {
    stopped = true;
  });
};

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
  attach: attachRoomLeaves,
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
