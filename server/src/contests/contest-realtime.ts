import {
  roleSchema,
  rooms,
  scoreboardChannel,
  scoreboardNoticeSchema,
  type Room,
} from '@oj/events';
import type { Deps } from '../deps.ts';
import type { IoServer, IoSocket, NoticeSource, RealtimeArea } from '../realtime/io-types.ts';
import { onClient } from '../realtime/on-client.ts';
import { socketUser } from '../realtime/socket-user.ts';
import type { UserRow } from '../auth/user-row.ts';
import { authorizeContestEntry, contestForViewer } from './contest-access.ts';
import { isContestAdmin } from './contest.policy.ts';
import { liveBoardsOf } from './scoreboard/live-boards-of.ts';
import { handleResolverMessages, recheckResolverRooms } from './resolver-realtime.ts';

const SWEEP_MS = 60_000;

/**
 * Live boards over socket.io: `contest:subscribe` joins `contest:<cid>` after the contest
 * pages' entry rule (and `contest:<cid>:admin` for its admins); every board notice from the
 * projections updates this server's boards, which push `scoreboard:changed` to local sockets.
 */
export const attachContestRealtime = async (deps: Deps, io: IoServer, source: NoticeSource) => {
  const boards = liveBoardsOf(deps);
  const size = (room: Room) => io.of('/').adapter.rooms.get(room)?.size ?? 0;
  boards.attach(
    (room, change) => io.local.to(room).emit('scoreboard:changed', change),
    (cid) => size(rooms.contest(cid)) + size(rooms.contestAdmin(cid)) > 0,
  );
  source.notifications.on(scoreboardChannel, (payload: unknown) => {
    const notice = scoreboardNoticeSchema.safeParse(payload);
    if (!notice.success) return deps.logger.warn({ payload }, 'malformed scoreboard notice');
    void boards.onNotice(notice.data);
  });
  await source.listenTo(scoreboardChannel);
  source.onResumed(() => void boards.resume());
  const sweep = setInterval(() => boards.sweep(), SWEEP_MS);
  sweep.unref();
  return () => {
    clearInterval(sweep);
    boards.detach();
  };
};

/**
 * Who may watch a board live: whoever may enter the contest, and anyone at all where the
 * contest opened its outside scoreboard (the same rule as get-contest-outside-scoreboard; for
 * a group contest, anyone of the group).
 */
const watchableContest = async (
  deps: Deps,
  viewer: Parameters<typeof authorizeContestEntry>[1],
  cid: number,
) => {
  try {
    return await authorizeContestEntry(deps, viewer, cid);
  } catch (refused) {
    // Not a way around a group contest's members-only rule: that refusal stands.
    const contest = await contestForViewer(deps, viewer, cid);
    if (contest.open_rank) return contest;
    throw refused;
  }
};

const viewerOf = (user: UserRow | null) =>
  user ? { uid: user.uid, role: roleSchema.catch('user').parse(user.role) } : null;

/** The socket's contest messages; the viewer is the socket's user as of each subscribe. */
export const handleContestSubscriptions = (deps: Deps, socket: IoSocket) => {
  onClient(socket, deps.logger, 'contest:subscribe', async ({ cid }) => {
    const viewer = viewerOf(await socketUser(deps, socket));
    const contest = await watchableContest(deps, viewer, cid);
    const admin = isContestAdmin(viewer, contest);
    await socket.join(rooms.contest(cid));
    if (admin) await socket.join(rooms.contestAdmin(cid));
    else await socket.leave(rooms.contestAdmin(cid));
    await liveBoardsOf(deps).warm(cid);
    return { status: 200, msg: 'success', data: { admin } };
  });
  onClient(socket, deps.logger, 'contest:unsubscribe', async ({ cid }) => {
    await socket.leave(rooms.contest(cid));
    await socket.leave(rooms.contestAdmin(cid));
    return { status: 200, msg: 'success', data: null };
  });
};

const contestRoom = /^contest:(\d+)$/;

/**
 * After the socket's user changed: each contest room it is in is decided again by the same
 * rules as a subscribe; a refused contest is left with its admin room, a lost admin right
 * leaves the admin room only.
 */
export const recheckContestRooms = async (deps: Deps, socket: IoSocket, user: UserRow | null) => {
  const viewer = viewerOf(user);
  for (const room of [...socket.rooms]) {
    const cid = Number(contestRoom.exec(room)?.[1] ?? NaN);
    if (!Number.isSafeInteger(cid)) continue;
    let admin = false;
    try {
      admin = isContestAdmin(viewer, await watchableContest(deps, viewer, cid));
    } catch {
      await socket.leave(rooms.contest(cid));
    }
    if (!admin) await socket.leave(rooms.contestAdmin(cid));
  }
};

/** The contests area's part of the socket gateway: board subscriptions and board pushes. */
export const contestRealtime = (deps: Deps): RealtimeArea => ({
  onConnection: (socket) => {
    handleContestSubscriptions(deps, socket);
    handleResolverMessages(deps, socket);
  },
  recheck: async (socket, user) => {
    await recheckContestRooms(deps, socket, user);
    await recheckResolverRooms(deps, socket, user);
  },
  attach: (io, source) => attachContestRealtime(deps, io, source),
});
