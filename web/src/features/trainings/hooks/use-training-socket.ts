import { useEffect, useRef, useState } from 'react';
import { getSocket } from '../../../lib/socket';
import { holdTrainingRoom } from './training-room';

const ACK_TIMEOUT_MS = 5000;

/**
 * `live` once the server accepted the subscription; `offline` while the socket is down and
 * `refused` when the server said no: then the page polls instead.
 */
export type TrainingConnection = 'connecting' | 'live' | 'offline' | 'refused';

/** What a `training:rank` push says: whose row moved (null: any row may have). */
export interface TrainingPush {
  uid: string | null;
}

/**
 * Joins `training:<tid>` on the shared socket (again after every reconnect) and hands each
 * `training:rank` push of this training to `onPush`. `epoch` counts accepted subscriptions:
 * a new one after a reconnect means pushes may have been missed.
 */
export function useTrainingSocket(tid: number, onPush: (push: TrainingPush) => void) {
  const [state, setState] = useState<{ connection: TrainingConnection; epoch: number }>({
    connection: 'connecting',
    epoch: 0,
  });
  const handler = useRef(onPush);
  useEffect(() => {
    handler.current = onPush;
  });

  useEffect(() => {
    const socket = getSocket();
    const release = holdTrainingRoom(socket, tid);
    let active = true;
    const set = (connection: TrainingConnection) =>
      setState((s) => ({ connection, epoch: connection === 'live' ? s.epoch + 1 : s.epoch }));
    const subscribe = () => {
      socket.timeout(ACK_TIMEOUT_MS).emit('training:subscribe', { tid }, (error, answer) => {
        if (!active) return;
        if (error || answer.status !== 200) set(socket.connected ? 'refused' : 'offline');
        else set('live');
      });
    };
    const onRank = (change: { tid: number; uid: string | null }) => {
      if (active && change.tid === tid) handler.current({ uid: change.uid });
    };
    const onDown = () => {
      if (active) set('offline');
    };
    socket.on('training:rank', onRank);
    socket.on('connect', subscribe);
    socket.on('disconnect', onDown);
    socket.on('connect_error', onDown);
    if (socket.connected) subscribe();
    else socket.connect();
    return () => {
      active = false;
      socket.off('training:rank', onRank);
      socket.off('connect', subscribe);
      socket.off('disconnect', onDown);
      socket.off('connect_error', onDown);
      release();
    };
  }, [tid]);

  return state;
}

/** Spec 2 section 9: a board refreshes every 30 s when nothing is pushed. */
export const TRAINING_POLL_MS = 30_000;

/**
 * Calls `refresh` on every push, once after each subscription (pushes may have been missed),
 * and every 30 s while the socket is down or the server refused the room. Nothing is polled
 * while pushes arrive.
 */
export function useLiveRefresh(
  tid: number,
  refresh: (push: TrainingPush | null) => void,
): TrainingConnection {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  const { connection, epoch } = useTrainingSocket(tid, (push) => latest.current(push));

  useEffect(() => {
    // Each accepted subscription: what was pushed before the room was joined (after the first
    // load, or while the socket was down) is fetched once.
    if (epoch > 0) latest.current(null);
  }, [epoch]);

  useEffect(() => {
    if (connection !== 'offline' && connection !== 'refused') return undefined;
    const timer = setInterval(() => latest.current(null), TRAINING_POLL_MS);
    return () => clearInterval(timer);
  }, [connection]);
  return connection;
}
