import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearSessionAtom, hasAdminRole, isLoggedInAtom, userInfoAtom } from '../../../lib/session';
import { getSocket } from '../../../lib/socket';
import { getUserAuthInfo } from '../api/get-user-auth-info';

/**
 * While signed in, keeps the socket open so the server can push `user:loggedOut` (a logout on
 * another device ends every session of the user): this tab forgets the user and goes home.
 * `user:changed` (an admin changed the role): the tab reloads its roles and leaves the admin
 * pages when the new role has none.
 */
export function useSessionSocket(): void {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const setUser = useSetAtom(userInfoAtom);
  const navigate = useNavigate();

  useEffect(() => {
    if (!loggedIn) return;
    const socket = getSocket();
    const onLoggedOut = () => {
      clearSession();
      const onAdmin = window.location.pathname.startsWith('/admin');
      void navigate(onAdmin ? '/admin/login' : '/home', { replace: true });
    };
    const onChanged = () => {
      getUserAuthInfo()
        .then(({ roles }) => {
          setUser((user) => (user ? { ...user, roleList: roles } : user));
          if (!hasAdminRole(roles) && window.location.pathname.startsWith('/admin'))
            void navigate('/home', { replace: true });
        })
        .catch(() => undefined);
    };
    socket.on('user:loggedOut', onLoggedOut);
    socket.on('user:changed', onChanged);
    if (!socket.connected) socket.connect();
    return () => {
      socket.off('user:loggedOut', onLoggedOut);
      socket.off('user:changed', onChanged);
    };
  }, [loggedIn, clearSession, setUser, navigate]);
}
