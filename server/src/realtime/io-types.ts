import type { Server, Socket } from 'socket.io';
import type { UserRow } from '../auth/user-row.ts';
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
  /**
   * Called each time the connection was lost and listens again: notices sent meanwhile are
   * gone, so what was folded from them must be read again.
   */
  onResumed(listener: () => void): void;
}

/**
 * One area's part of the socket gateway, handed to it by the app's composition root: the
 * gateway imports no area.
 */
export interface RealtimeArea {
  /** Registers the area's client messages on a new socket. */
  onConnection?: (socket: IoSocket) => void;
  /**
   * Re-checks the rooms this area let the socket join, after its user changed (logout, new
   * password, disabled, another role, another token): leaves those the user may no longer see.
   */
  recheck?: (socket: IoSocket, user: UserRow | null) => Promise<void>;
  /** Starts what the area pushes from NOTIFYs; resolves to its stop. */
  attach?: (io: IoServer, source: NoticeSource) => Promise<() => void>;
}
