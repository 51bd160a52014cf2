import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import {
  createPgSubscriber,
  realtimeChannel,
  relayMessageSchema,
  rooms,
  type ServerEventName,
} from '@oj/events';
import type { Deps } from '../deps.ts';
import { resolveToken } from '../auth/authenticate.ts';
import type { IoServer, IoSocket, RealtimeArea } from './io-types.ts';
import { onClient } from './on-client.ts';

/** Client messages are tiny (ids and a token): anything bigger is refused by socket.io itself. */
const maxMessageBytes = 16 * 1024;

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
 * the area's policy. Every client message goes through `onClient` (schema, optional ack,
 * errors answered, never thrown). Projection NOTIFYs are relayed to local sockets only: every
 * server process receives the same NOTIFY, so a cluster-wide broadcast would deliver it N times.
 */
export const attachRealtime = async (
  deps: Deps,
  http: HttpServer,
  databaseUrl: string,
  areas: readonly RealtimeArea[],
) => {
  const io: IoServer = new Server(http, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: maxMessageBytes,
  });
  io.use((socket, next) => {
    const auth: unknown = socket.handshake.auth;
    const token =
      typeof auth === 'object' && auth !== null && 'token' in auth && typeof auth.token === 'string'
        ? auth.token.slice(0, 4096)
        : null;
    identify(deps, socket, token).then(
      () => next(),
      (error: unknown) => {
        deps.logger.error({ err: error }, 'socket handshake failed');
        next(new Error('Server error, please refresh again'));
      },
    );
  });
  io.on('connection', (socket) => {
    void socket.join(rooms.site());
    for (const area of areas) area.onConnection?.(socket);
    onClient(socket, deps.logger, 'auth:token', async ({ token }) => {
      await identify(deps, socket, token);
      return { status: 200, msg: 'success', data: { uid: socket.data.uid } };
    });
  });

  const listener = createPgSubscriber({ connectionString: databaseUrl });
  listener.notifications.on(realtimeChannel, (payload: unknown) => {
    const m = relayMessageSchema.safeParse(payload);
    if (!m.success) return deps.logger.warn({ payload }, 'malformed realtime message');
    // The projections typed the pair (RealtimeMessage); NOTIFY carried it as plain JSON.
    const target = io.local.to(m.data.room) as unknown as {
      emit: (event: ServerEventName, payload: unknown) => boolean;
    };
    try {
      target.emit(m.data.event as ServerEventName, m.data.payload);
    } catch (error) {
      deps.logger.error({ err: error, room: m.data.room }, 'realtime relay failed');
    }
  });
  listener.events.on('error', (error) =>
    deps.logger.error({ err: error }, 'realtime listener error'),
  );
  await listener.connect();
  await listener.listenTo(realtimeChannel);
  const detach = await Promise.all(
    areas.map((area) => (area.attach ? area.attach(io, listener) : Promise.resolve(undefined))),
  );

  return {
    io,
    close: async () => {
      for (const stop of detach) stop?.();
      await listener.close();
      await io.close();
    },
  };
};
