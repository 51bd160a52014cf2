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
import type { IoServer, NoticeSource, RealtimeArea } from './io-types.ts';
import { onClient } from './on-client.ts';
import { identifySocket } from './socket-user.ts';

/** Client messages are tiny (ids and a token): anything bigger is refused by socket.io itself. */
const maxMessageBytes = 16 * 1024;

/** Relayed messages that say a user's account changed: their sockets are re-checked first. */
const accountChanges = new Set<string>(['user:loggedOut', 'user:changed']);

/**
 * Re-checks every local socket of `room` (a `user:<uid>` room) after that user's account
 * changed: the token is checked again (an ended session leaves the socket anonymous) and each
 * area leaves the rooms the user may no longer see (a demoted admin's contest admin rooms).
 */
const recheckSockets = async (
  deps: Deps,
  io: IoServer,
  room: string,
  areas: readonly RealtimeArea[],
) => {
  const ids = [...(io.of('/').adapter.rooms.get(room) ?? [])];
  await Promise.all(
    ids.map(async (id) => {
      const socket = io.of('/').sockets.get(id);
      if (!socket) return;
      try {
        const user = await identifySocket(deps, socket, socket.data.token ?? null);
        for (const area of areas) await area.recheck?.(socket, user);
      } catch (error) {
        // A socket that cannot be re-checked keeps nothing it might no longer be allowed.
        deps.logger.error({ err: error, room }, 'socket re-check failed; disconnecting it');
        socket.disconnect(true);
      }
    }),
  );
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
  // Behind the local proxy of several servers, a session id names its server, so a polling
  // client's next request reaches the server that holds its session (scripts/proxy.ts).
  const index = process.env.OJ_SERVER_INDEX;
  if (index !== undefined && /^\d+$/.test(index)) {
    const base = io.engine.generateId.bind(io.engine);
    io.engine.generateId = async (req) => `${index}.${await base(req)}`;
  }
  io.use((socket, next) => {
    const auth: unknown = socket.handshake.auth;
    const token =
      typeof auth === 'object' && auth !== null && 'token' in auth && typeof auth.token === 'string'
        ? auth.token.slice(0, 4096)
        : null;
    identifySocket(deps, socket, token).then(
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
      const user = await identifySocket(deps, socket, token);
      for (const area of areas) await area.recheck?.(socket, user);
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
    // After the emit: a socket that becomes anonymous leaves the user room it was sent to.
    if (accountChanges.has(m.data.event)) void recheckSockets(deps, io, m.data.room, areas);
  });
  // Whether NOTIFYs reach this server: off from a lost connection until pg-listen has
  // reconnected and listens again (it retries for as long as it takes).
  let listening = false;
  let lost = false;
  const resumed: (() => void)[] = [];
  listener.events.on('reconnect', () => ((listening = false), (lost = true)));
  listener.events.on('connected', () => {
    listening = true;
    if (!lost) return;
    lost = false;
    void resume();
  });
  listener.events.on('error', (error) => {
    listening = false;
    lost = true;
    deps.logger.error({ err: error }, 'realtime listener error');
  });
  // Pushes sent while nobody listened are gone: the areas re-read what they folded from them,
  // every socket is re-checked (a logout or a lost role may have been among them), and then
  // told to fetch what it shows again.
  const resume = async () => {
    deps.logger.warn('realtime listener reconnected: sockets resync');
    for (const fn of resumed) fn();
    await recheckSockets(deps, io, rooms.site(), areas);
    io.local.emit('site:resync');
  };
  deps.realtimeListening = () => listening;
  await listener.connect();
  await listener.listenTo(realtimeChannel);
  listening = true;
  const source: NoticeSource = {
    listenTo: (channel) => listener.listenTo(channel),
    notifications: listener.notifications,
    onResumed: (fn) => void resumed.push(fn),
  };
  const detach = await Promise.all(
    areas.map((area) => (area.attach ? area.attach(io, source) : Promise.resolve(undefined))),
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
