import { useEffect } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { holdContestRoom } from '../../../lib/contest-room';
import { getSocket } from '../../../lib/socket';
import { getContestNotReadAnnouncement } from '../api/get-contest-not-read-announcement';
import { loadReadIds, markRead, plainPreview, readAnnouncementsKey } from '../read-announcements';

/** How often an open contest page asks for new announcements (spec section 9). */
export const ANNOUNCEMENT_POLL_MS = 60_000;

/**
 * While a contest page is open (and its inside may be read), asks on open, whenever the
 * socket says one was posted, and every 60 s for announcements this user has not been shown,
 * shows each as a sticky notification and remembers it in localStorage per user and contest.
 * The pushes go to the contest's room: the page joins it (again after every reconnect, then
 * asks once more for what was posted while it was out).
 */
export function useAnnouncementNotifier(cid: number, uid: string | undefined, enabled: boolean) {
  useEffect(() => {
    if (!enabled || uid === undefined) return;
    const key = readAnnouncementsKey(uid, cid);
    let stopped = false;
    let busy = false;
    // Asked for while a check was under way (a push, the join): that check may have missed it.
    let again = false;
    const check = async () => {
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      try {
        const unread = await getContestNotReadAnnouncement(cid, loadReadIds(localStorage, key));
        if (stopped) return;
        // The server answers newest first; the newest ends at the bottom of the stack.
        for (const item of [...unread].reverse()) {
          toast.sticky({ type: 'info', title: item.title, message: plainPreview(item.content) });
        }
        markRead(
          localStorage,
          key,
          unread.map((item) => item.id),
        );
      } catch {
        // Asked again on the next tick.
      } finally {
        busy = false;
        if (again && !stopped) {
          again = false;
          void check();
        }
      }
    };
    void check();
    // Pushed the moment one is posted; the 60 s poll stays for a socket that is down.
    const socket = getSocket();
    const release = holdContestRoom(socket, cid);
    const onPosted = (posted: { cid: number }) => {
      if (posted.cid === cid) void check();
    };
    const subscribe = () => {
      socket.emit('contest:subscribe', { cid }, (answer) => {
        if (!stopped && answer.status === 200) void check();
      });
    };
    socket.on('contest:announcement', onPosted);
    socket.on('connect', subscribe);
    if (socket.connected) subscribe();
    else socket.connect();
    const timer = setInterval(() => void check(), ANNOUNCEMENT_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
      socket.off('contest:announcement', onPosted);
      socket.off('connect', subscribe);
      release();
    };
  }, [cid, uid, enabled]);
}
