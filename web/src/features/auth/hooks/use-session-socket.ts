import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearSessionAtom, isLoggedInAtom } from '../../../lib/session';
import { getSocket } from '../../../lib/socket';

/**
 * While signed in, keeps the socket open so the server can push `user:loggedOut` (a logout on
 * another device ends every session of the user): this tab forgets the user and goes home.
 */
export function useSessionSocket(): void {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const navigate = useNavigate();

  useEffect(() => {
    if (!loggedIn) return;
    const socket = getSocket();
    const onLoggedOut = () => {
      clearSession();
      const onAdmin = window.location.pathname.startsWith('/admin');
      void navigate(onAdmin ? '/admin/login' : '/home', { replace: true });
    };
    socket.on('user:loggedOut', onLoggedOut);
    if (!socket.connected) socket.connect();
    return () => {
      socket.off('user:loggedOut', onLoggedOut);
    };
  }, [loggedIn, clearSession, navigate]);
}
