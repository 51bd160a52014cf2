import { useEffect, useRef, useState } from 'react';
import type { ScoreboardChange } from '@oj/events/scoring';
import { holdContestRoom } from '../../../lib/contest-room';
import { getSocket } from '../../../lib/socket';

const ACK_TIMEOUT_MS = 5000;

/**
 * The push channel's state: `live` once the server accepted the subscription, `offline` while
 * the socket is down, `refused` when the server said no (a private contest seen from outside,
 * a contest not started yet): then only polling keeps the board current.
 */
export type BoardConnection = 'connecting' | 'live' | 'offline' | 'refused';

export interface BoardSocket {
  connection: BoardConnection;
  /** The subscribe ack's `admin`: this viewer may see the live board. */
  admin: boolean;
  /** Counts accepted subscriptions; a new one after a reconnect means pushes were missed. */
  epoch: number;
}

/**
 * Joins the contest's board room on the shared socket (again after every reconnect) and hands
 * each `scoreboard:changed` of this contest to `onChange`; lets go of the room on unmount.
 */
export function useBoardSocket(cid: number, onChange: (change: ScoreboardChange) => void) {
  const [state, setState] = useState<BoardSocket>({
    connection: 'connecting',
    admin: false,
    epoch: 0,
  });
  const handler = useRef(onChange);
  useEffect(() => {
    handler.current = onChange;
  });

  useEffect(() => {
    const socket = getSocket();
    const release = holdContestRoom(socket, cid);
    let active = true;
    const set = (connection: BoardConnection, admin?: boolean) =>
      setState((s) => ({
        connection,
        admin: admin ?? s.admin,
        epoch: connection === 'live' ? s.epoch + 1 : s.epoch,
      }));
    const subscribe = () => {
      socket.timeout(ACK_TIMEOUT_MS).emit('contest:subscribe', { cid }, (error, answer) => {
        if (!active) return;
        if (error || answer.status !== 200) set(socket.connected ? 'refused' : 'offline');
        else set('live', answer.data?.admin ?? false);
      });
    };
    const onChanged = (change: ScoreboardChange) => {
      if (active && change.cid === cid) handler.current(change);
    };
    const onDown = () => {
      if (active) set('offline');
    };
    socket.on('scoreboard:changed', onChanged);
    socket.on('connect', subscribe);
    socket.on('disconnect', onDown);
    socket.on('connect_error', onDown);
    if (socket.connected) subscribe();
    else socket.connect();
    return () => {
      active = false;
      socket.off('scoreboard:changed', onChanged);
      socket.off('connect', subscribe);
      socket.off('disconnect', onDown);
      socket.off('connect_error', onDown);
      release();
    };
  }, [cid]);

  return state;
}
