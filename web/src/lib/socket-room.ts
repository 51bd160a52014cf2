import { useEffect, useRef, useState } from 'react';
import type { Envelope, ServerToClientEvents } from '@oj/events/realtime';
import { getSocket, type AppSocket } from './socket';

/** The rooms a page asks to join (the server decides with the area's policy). */
export type RoomKind = 'contest' | 'training' | 'group' | 'resolver';

const ACK_TIMEOUT_MS = 5000;

/** Holders of each room on the shared socket, by `kind:id`. */
const holders = new Map<string, number>();

const leave = (socket: AppSocket, kind: RoomKind, id: number) => {
  const ignore = () => undefined;
  if (kind === 'contest') socket.emit('contest:unsubscribe', { cid: id }, ignore);
  else if (kind === 'training') socket.emit('training:unsubscribe', { tid: id }, ignore);
  else if (kind === 'resolver') socket.emit('resolver:unsubscribe', { cid: id }, ignore);
  else socket.emit('group:unsubscribe', { gid: id }, ignore);
};

/**
 * Marks a room as needed by one more part of the page (a board, an announcement notifier, a
 * group tab); each still asks to join with its `*:subscribe`, which the server answers per
 * asker. The answer is the release: the socket leaves the room only when the last holder lets
 * go, so closing one tab does not take the page out of the room another part listens on.
 */
export function holdRoom(socket: AppSocket, kind: RoomKind, id: number): () => void {
  const key = `${kind}:${id}`;
  holders.set(key, (holders.get(key) ?? 0) + 1);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    const left = (holders.get(key) ?? 1) - 1;
    if (left > 0) {
      holders.set(key, left);
      return;
    }
    holders.delete(key);
    if (socket.connected) leave(socket, kind, id);
  };
}

/** Asks to join; `done` gets the server's answer, or null when none came (timeout, offline). */
export function subscribeRoom(
  socket: AppSocket,
  kind: RoomKind,
  id: number,
  done: (answer: Envelope<unknown> | null) => void,
): void {
  const s = socket.timeout(ACK_TIMEOUT_MS);
  const reply = (error: Error | null, answer: Envelope<unknown>) => done(error ? null : answer);
  if (kind === 'contest') s.emit('contest:subscribe', { cid: id }, reply);
  else if (kind === 'training') s.emit('training:subscribe', { tid: id }, reply);
  else if (kind === 'resolver') s.emit('resolver:subscribe', { cid: id }, reply);
  else s.emit('group:subscribe', { gid: id }, reply);
}

/**
 * `live` once the server accepted the subscription; `offline` while the socket is down and
 * `refused` when the server said no (then the page polls or shows what it loaded); `idle`
 * while the page does not ask (`enabled` false).
 */
export type RoomConnection = 'idle' | 'connecting' | 'live' | 'offline' | 'refused';

export interface RoomState {
  connection: RoomConnection;
  /** Counts accepted subscriptions: a new one after a reconnect means pushes were missed. */
  epoch: number;
  /** The last accepted answer's data (a contest's `{ admin }`). */
  data: unknown;
}

/**
 * Joins a room on the shared socket while `enabled` (again after every reconnect) and lets go
 * of it on unmount or when disabled. The pushes themselves are read with `useSocketEvent`.
 */
export function useSocketRoom(kind: RoomKind, id: number, enabled = true): RoomState {
  const [state, setState] = useState<RoomState>({ connection: 'idle', epoch: 0, data: null });

  useEffect(() => {
    if (!enabled) return undefined;
    const socket = getSocket();
    const release = holdRoom(socket, kind, id);
    let active = true;
    const set = (connection: RoomConnection, data?: unknown) =>
      setState((s) => ({
        connection,
        epoch: connection === 'live' ? s.epoch + 1 : s.epoch,
        data: data === undefined ? s.data : data,
      }));
    const subscribe = () =>
      subscribeRoom(socket, kind, id, (answer) => {
        if (!active) return;
        if (answer?.status === 200) set('live', answer.data);
        else set(socket.connected ? 'refused' : 'offline');
      });
    const onDown = () => {
      if (active) set('offline');
    };
    set('connecting');
    socket.on('connect', subscribe);
    socket.on('disconnect', onDown);
    socket.on('connect_error', onDown);
    if (socket.connected) subscribe();
    else socket.connect();
    return () => {
      active = false;
      socket.off('connect', subscribe);
      socket.off('disconnect', onDown);
      socket.off('connect_error', onDown);
      release();
      setState((s) => ({ ...s, connection: 'idle' }));
    };
  }, [kind, id, enabled]);

  return state;
}

/**
 * Calls `handler` for each push of `event` on the shared socket while mounted; the latest
 * handler is used, so it may close over fresh state without re-listening.
 */
export function useSocketEvent<E extends keyof ServerToClientEvents>(
  event: E,
  handler: ServerToClientEvents[E],
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const socket = getSocket();
    const listener = (...args: Parameters<ServerToClientEvents[E]>) =>
      (latest.current as (...a: typeof args) => void)(...args);
    socket.on(event, listener as never);
    return () => {
      socket.off(event, listener as never);
    };
  }, [event]);
}
