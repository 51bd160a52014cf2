import { useEffect, useRef } from 'react';
import { holdContestRoom } from '../../../lib/contest-room';
import { getSocket } from '../../../lib/socket';

/**
 * The contest room's push for the Q and A: `contest:comment` with `{ cid }` when a question
 * or an answer was posted. It is not in the typed event map yet, so it is listened to through
 * an untyped view of the socket; an unknown payload is ignored.
 */
export const CONTEST_COMMENT_EVENT = 'contest:comment';

interface LooseSocket {
  on(event: string, listener: (payload: unknown) => void): unknown;
  off(event: string, listener: (payload: unknown) => void): unknown;
}

const pushedCid = (payload: unknown): number | null => {
  if (typeof payload !== 'object' || payload === null || !('cid' in payload)) return null;
  const cid = Number(payload.cid);
  return Number.isFinite(cid) ? cid : null;
};

/** Calls `onPosted` whenever contest `cid`'s Q and A changed (null `cid`: not in a contest). */
export function useContestCommentPush(cid: number | null, onPosted: () => void) {
  const latest = useRef(onPosted);
  useEffect(() => {
    latest.current = onPosted;
  }, [onPosted]);
  useEffect(() => {
    if (cid === null) return;
    const socket = getSocket();
    const release = holdContestRoom(socket, cid);
    const loose = socket as unknown as LooseSocket;
    const onPush = (payload: unknown) => {
      if (pushedCid(payload) === cid) latest.current();
    };
    const subscribe = () => socket.emit('contest:subscribe', { cid }, () => undefined);
    loose.on(CONTEST_COMMENT_EVENT, onPush);
    socket.on('connect', subscribe);
    if (socket.connected) subscribe();
    else socket.connect();
    return () => {
      loose.off(CONTEST_COMMENT_EVENT, onPush);
      socket.off('connect', subscribe);
      release();
    };
  }, [cid]);
}
