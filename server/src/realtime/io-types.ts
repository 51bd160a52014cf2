import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from '@oj/events';

export type IoServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type IoSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/** What the gateway's NOTIFY listener offers an area: a channel to listen to and its messages. */
export interface NoticeSource {
  listenTo(channel: string): Promise<unknown> | undefined;
  notifications: { on(channel: string, listener: (payload: unknown) => void): unknown };
}

/**
 * One area's part of the socket gateway, handed to it by the app's composition root: the
 * gateway imports no area.
 */
export interface RealtimeArea {
  /** Registers the area's client messages on a new socket. */
  onConnection?: (socket: IoSocket) => void;
  /** Starts what the area pushes from NOTIFYs; resolves to its stop. */
  attach?: (io: IoServer, source: NoticeSource) => Promise<() => void>;
}
