import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, Envelope, ServerToClientEvents } from '@oj/events/realtime';
import { readToken } from './token-store';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * One shared socket.io connection, created on first use and connected while someone needs it
 * (`getSocket().connect()`). The token is read at each (re)connect, so a refreshed or cleared
 * token applies after `reconnectSocket()`.
 */
let socket: AppSocket | undefined;

export function getSocket(): AppSocket {
  socket ??= io({
    path: '/socket.io',
    autoConnect: false,
    transports: ['websocket', 'polling'],
    auth: (callback) => callback({ token: readToken() ?? '' }),
  });
  socket.on('site:resync', () => {
    // The server missed pushes (its database connection dropped): everything that subscribes
    // and fetches on connect does it again, spread over a second so a whole room does not ask
    // at the same instant.
    const s = socket;
    setTimeout(() => {
      if (s?.connected) for (const onConnect of s.listeners('connect')) onConnect();
    }, Math.random() * RESYNC_SPREAD_MS);
  });
  return socket;
}

const RESYNC_SPREAD_MS = 1000;

/** Reconnects with the current token (after sign-in or sign-out), if a connection was open. */
export function reconnectSocket(): void {
  if (!socket?.connected) return;
  socket.disconnect();
  socket.connect();
}

/** The `{status, msg, data}` envelope the server answers acks with. */
export type AckEnvelope<T> = Envelope<T>;
