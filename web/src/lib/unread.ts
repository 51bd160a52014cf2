import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { UnreadCounts } from '@oj/events/realtime';
import { api } from './api-client';
import { isLoggedInAtom } from './session';
import { getSocket } from './socket';

/** The spec's unread poll (120 s), used only while the socket is down. */
export const UNREAD_POLL_MS = 120_000;
/** Badges show at most this number (then "99+"). */
export const BADGE_CAP = 99;

export const NO_UNREAD: UnreadCounts = { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 };

/**
 * The signed-in user's unread counts: filled by `/api/msg/unread`, then kept current by the
 * socket's `user:unread` pushes. The navbar badge and the message center both read it.
 */
export const unreadCountsAtom = atom<UnreadCounts>(NO_UNREAD);

export const totalUnreadAtom = atom((get) => {
  const c = get(unreadCountsAtom);
  return c.comment + c.reply + c.like + c.sys + c.mine;
});

export function badgeLabel(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

export const getUnreadCounts = (signal?: AbortSignal) =>
  api.get<UnreadCounts>('/msg/unread', { silent: true, ...(signal ? { signal } : {}) });

/**
 * Keeps `unreadCountsAtom` current while signed in (mount once, in the app shell). Pushes come
 * first: `user:unread` carries the new counts, `site:notice` says a notice to everyone was sent
 * (one more unread) or withdrawn (only the server knows whether it was read: ask). The counts
 * are fetched at sign-in and at each (re)connect, and polled every 120 s only while the socket
 * is disconnected.
 */
export function useUnreadSync(): void {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setCounts = useSetAtom(unreadCountsAtom);

  useEffect(() => {
    if (!loggedIn) {
      setCounts(NO_UNREAD);
      return;
    }
    const socket = getSocket();
    let poll: ReturnType<typeof setInterval> | undefined;
    const controller = new AbortController();
    const refresh = () => {
      getUnreadCounts(controller.signal).then(setCounts, () => undefined);
    };
    const stopPolling = () => {
      clearInterval(poll);
      poll = undefined;
    };
    const startPolling = () => {
      poll ??= setInterval(refresh, UNREAD_POLL_MS);
    };
    const onConnect = () => {
      stopPolling();
      refresh();
    };
    const onNotice = ({ action }: { action: 'created' | 'deleted' }) => {
      if (action === 'created') setCounts((c) => ({ ...c, sys: c.sys + 1 }));
      else refresh();
    };
    socket.on('user:unread', setCounts);
    socket.on('site:notice', onNotice);
    socket.on('connect', onConnect);
    socket.on('disconnect', startPolling);
    refresh();
    if (!socket.connected) {
      startPolling();
      socket.connect();
    }
    return () => {
      controller.abort();
      stopPolling();
      socket.off('user:unread', setCounts);
      socket.off('site:notice', onNotice);
      socket.off('connect', onConnect);
      socket.off('disconnect', startPolling);
    };
  }, [loggedIn, setCounts]);
}
