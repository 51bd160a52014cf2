import { io, type Socket } from 'socket.io-client';
import { readToken } from './token-store';

/**
 * One shared socket.io connection, created on first use and connected by the feature that
 * needs live updates (`getSocket().connect()`). The token is read at each (re)connect, so a
 * refreshed or cleared token applies after `reconnectSocket()`.
 *
 * Event maps are untyped until `@oj/events` publishes its realtime contract; then type this as
 * `Socket<ServerToClientEvents, ClientToServerEvents>`.
 */
let socket: Socket | undefined;

export function getSocket(): Socket {
  socket ??= io({
    path: '/socket.io',
    autoConnect: false,
    transports: ['websocket', 'polling'],
    auth: (callback) => callback({ token: readToken() ?? '' }),
  });
  return socket;
}

/** Reconnects with the current token (after sign-in or sign-out), if a connection was open. */
export function reconnectSocket(): void {
  if (!socket?.connected) return;
  socket.disconnect();
  socket.connect();
}

/** The `{status, msg, data}` envelope the server answers acks with. */
export interface AckEnvelope<T> {
  status: number;
  msg: string;
  data: T;
}

/** Emits and waits for the server's ack envelope; rejects when it does not come in time. */
export async function emitWithAck<T>(event: string, payload: unknown, timeoutMs = 10_000) {
  const answer = (await getSocket().timeout(timeoutMs).emitWithAck(event, payload)) as AckEnvelope<T>;
  return answer;
}
