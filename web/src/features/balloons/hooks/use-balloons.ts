import { useEffect } from 'react';
import { useSocketEvent, useSocketRoom } from '../../../lib/socket-room';
import { useResource } from '../../../lib/use-resource';
import { getContestBalloons } from '../api/balloons';

/** While the socket is down the queue still moves: it is fetched this often instead. */
const OFFLINE_POLL_MS = 10_000;

/**
 * A contest's balloon queue, fetched again on every `balloon:changed` push to the contest's
 * admin room (ids only) and after each accepted subscription (pushes missed meanwhile).
 */
export function useBalloons(cid: number) {
  const resource = useResource(`balloons:${cid}`, (signal) => getContestBalloons(cid, signal));
  const room = useSocketRoom('contest', cid);
  const { reload } = resource;
  useSocketEvent('balloon:changed', (change) => {
    if (change.cid === cid) reload();
  });
  useEffect(() => {
    if (room.epoch > 0) reload();
  }, [room.epoch, reload]);
  const live = room.connection === 'live';
  useEffect(() => {
    if (live) return undefined;
    const timer = setInterval(reload, OFFLINE_POLL_MS);
    return () => clearInterval(timer);
  }, [live, reload]);
  return { ...resource, live };
}
