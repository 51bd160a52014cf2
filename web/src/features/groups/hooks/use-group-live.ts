import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { getSocket } from '../../../lib/socket';
import { useSocketEvent, useSocketRoom } from '../../../lib/socket-room';
import { MEMBER_AUTH } from '../member-rules';

export interface GroupLiveOptions {
  /** The viewer's member auth now (0 none, 1 applying, 2 refused, 3-5). */
  auth: number;
  /** Level 3 or more: the group's room (announcements, the disbanding) is theirs to join. */
  member: boolean;
  /** Asks the group, the viewer's auth and access again. */
  reload: () => void;
}

/**
 * Keeps the group page current without a reload: a decision on the viewer's membership
 * (`group:membership` on their own socket: approved, refused, promoted, kicked) reloads the
 * group, so an applicant becomes a member and a kicked member loses the tabs at once; members
 * hold the group's room, whose `group:disbanded` closes the page. After a reconnect the group
 * is asked again, as pushes may have been missed while the socket was down.
 */
export function useGroupLive(gid: number, { auth, member, reload }: GroupLiveOptions) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  useSocketRoom('group', gid, member);

  useSocketEvent('group:membership', (change) => {
    if (change.gid !== gid) return;
    if (auth === MEMBER_AUTH.applying && change.auth >= MEMBER_AUTH.member)
      toast.success(_('group-community.live.approved'));
    else if (auth === MEMBER_AUTH.applying && change.auth === MEMBER_AUTH.refused)
      toast.warning(_('group-community.live.refused'));
    reload();
  });

  useSocketEvent('group:disbanded', (change) => {
    if (change.gid !== gid) return;
    toast.warning(_('group-community.live.disbanded'));
    void navigate('/group', { replace: true });
  });

  useEffect(() => {
    const socket = getSocket();
    // The first connect is the page's own load; later ones follow a drop.
    let seen = socket.connected;
    const onConnect = () => {
      if (seen) reload();
      seen = true;
    };
    socket.on('connect', onConnect);
    if (!socket.connected) socket.connect();
    return () => {
      socket.off('connect', onConnect);
    };
  }, [reload]);
}
