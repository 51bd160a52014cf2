import { useEffect } from 'react';
import { useSocketEvent, useSocketRoom } from '../../../lib/socket-room';
import { useResource } from '../../../lib/use-resource';

/**
 * Loads a contest's clarifications (the contestant list or the jury queue) and loads them
 * again on every `contest:clarification` push for the contest: the server pushes ids only,
 * since `contest:<cid>` also holds outside board watchers. The socket joins the contest room
 * (and the jury room for admins); answers to the viewer alone come through their own room.
 * Each accepted subscription loads again: pushes sent between the first load and the join (or
 * while the socket was down) are not lost.
 */
export function useLiveClarifications<T>(
  cid: number,
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
) {
  const resource = useResource(`${key}:${cid}`, load);
  const room = useSocketRoom('contest', cid);
  const { reload } = resource;
  useSocketEvent('contest:clarification', (change) => {
    if (change.cid === cid) reload();
  });
  useEffect(() => {
    if (room.epoch > 0) reload();
  }, [room.epoch, reload]);
  return { ...resource, live: room.connection === 'live' };
}
