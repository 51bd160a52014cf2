import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import {
  createPgSubscriber,
  realtimeChannel,
  rooms,
  type ClientToServerEvents,
  type RealtimeMessage,
  type ServerToClientEvents,
  type SocketData,
} from '@oj/events';
import type { Deps } from '../deps.ts';
import { resolveToken } from '../auth/authenticate.ts';
import { handleSubmissionSubscriptions } from './submission-subscriptions.ts';

type IoServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
type IoSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

const identify = async (deps: Deps, socket: IoSocket, token: string | null) => {
  const previous = socket.data.uid;
  const { user } = await resolveToken(deps, token);
  if (previous && previous !== user?.uid) await socket.leave(rooms.user(previous));
  socket.data.uid = user?.uid ?? null;
  socket.data.roles = user ? [user.role] : [];
  if (user) await socket.join(rooms.user(user.uid));
};

/**
 * socket.io on the HTTP server's port. A socket joins `site` and, when its token is valid, its
 * own `user:<uid>` room; other rooms are joined only through `*:subscribe` handlers that ask
 * the area's policy. Projection NOTIFYs are relayed to local sockets only: every server
 * process receives the same NOTIFY, so a cluster-wide broadcast would deliver it N times.
 */
export const attachRealtime = async (deps: Deps, http: HttpServer, databaseUrl: string) => {
  const io: IoServer = new Server(http, { path: '/socket.io', serveClient: false });
  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown };
    const token = typeof auth.token === 'string' ? auth.token : null;
    identify(deps, socket, token).then(() => next(), next);
  });
  io.on('connection', (socket) => {
    void socket.join(rooms.site());
    handleSubmissionSubscriptions(deps, socket);
    socket.on('auth:token', (args, ack) => {
      const token = typeof args?.token === 'string' ? args.token : null;
      identify(deps, socket, token).then(
        () => ack({ status: 200, msg: 'success', data: { uid: socket.data.uid } }),
        () => ack({ status: 500, msg: 'Server error', data: null }),
      );
    });
  });

  const listener = createPgSubscriber({ connectionString: databaseUrl });
  listener.notifications.on(realtimeChannel, (payload: unknown) => {
    const m = payload as RealtimeMessage;
    if (!m || typeof m.room !== 'string') return;
    (io.local.to(m.room).emit as (event: string, payload: unknown) => boolean)(m.event, m.payload);
  });
  listener.events.on('error', (error) =>
    deps.logger.error({ err: error }, 'realtime listener error'),
  );
  await listener.connect();
  await listener.listenTo(realtimeChannel);

  return {
    io,
    close: async () => {
      await listener.close();
      await io.close();
    },
  };
};
