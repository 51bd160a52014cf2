import { judgeQueueChannel, realtimeChannel, relayMessageSchema, rooms } from '@oj/events';
import type { Deps } from '../deps.ts';
import type { IoServer, IoSocket, NoticeSource, RealtimeArea } from '../realtime/io-types.ts';
import { onClient } from '../realtime/on-client.ts';
import { socketUser } from '../realtime/socket-user.ts';
import { authorizeDashboard, mayWatchDashboard } from './dashboard.policy.ts';
import { readDashboardFigures } from './dashboard.queries.ts';

/** Relayed socket events that move the queue or the counts (besides new and requeued work). */
const moving = new Set(['submission:judged', 'submission:progress']);

/** At most one read and push per this many ms, whatever the submission rate. */
const THROTTLE_MS = 500;

/**
 * Pushes `dashboard:changed` to this server's `admin:dashboard` sockets when submissions come
 * or go: a new or requeued submission (the judge queue's notice) or a status change (the
 * submission relay). Reads are throttled and skipped while nobody watches.
 */
const attachDashboardPush = async (deps: Deps, io: IoServer, source: NoticeSource) => {
  let timer: NodeJS.Timeout | undefined;
  const watched = () => (io.of('/').adapter.rooms.get(rooms.adminDashboard())?.size ?? 0) > 0;
  const push = async () => {
    timer = undefined;
    if (!watched()) return;
    try {
      io.local
        .to(rooms.adminDashboard())
        .emit('dashboard:changed', await readDashboardFigures(deps.sql));
    } catch (error) {
      deps.logger.error({ err: error }, 'dashboard push failed');
    }
  };
  const schedule = () => {
    if (!timer && watched()) timer = setTimeout(() => void push(), THROTTLE_MS);
  };
  source.notifications.on(judgeQueueChannel, schedule);
  source.notifications.on(realtimeChannel, (payload: unknown) => {
    const m = relayMessageSchema.safeParse(payload);
    if (m.success && moving.has(m.data.event)) schedule();
  });
  await source.listenTo(judgeQueueChannel);
  source.onResumed(schedule);
  return () => clearTimeout(timer);
};

/** `dashboard:subscribe` asks the dashboard policy with the socket's user as of now. */
const handleDashboardSubscriptions = (deps: Deps, socket: IoSocket) => {
  onClient(socket, deps.logger, 'dashboard:subscribe', async () => {
    authorizeDashboard(await socketUser(deps, socket));
    await socket.join(rooms.adminDashboard());
    return { status: 200, msg: 'success', data: await readDashboardFigures(deps.sql) };
  });
  onClient(socket, deps.logger, 'dashboard:unsubscribe', async () => {
    await socket.leave(rooms.adminDashboard());
    return { status: 200, msg: 'success', data: null };
  });
};

/** The dashboard's part of the socket gateway; a user who lost the admin role leaves the room. */
export const dashboardRealtime = (deps: Deps): RealtimeArea => ({
  onConnection: (socket) => handleDashboardSubscriptions(deps, socket),
  recheck: async (socket, user) => {
    if (!mayWatchDashboard(user)) await socket.leave(rooms.adminDashboard());
  },
  attach: (io, source) => attachDashboardPush(deps, io, source),
});
