import { useSetAtom, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { onApiError } from '../../../lib/api-client';
import { clearSessionAtom, openAuthDialogAtom, userInfoAtom } from '../../../lib/session';
import { TOKEN_KEY } from '../../../lib/token-store';
import { getUserAuthInfo } from '../api/get-user-auth-info';

const AUTH_INFO_PATH = '/api/get-user-auth-info';
const LOGOUT_PATHS = new Set(['/api/logout', '/api/admin/logout']);
/** A refused sign-in is shown by its form; it says nothing about the current session. */
const LOGIN_PATHS = new Set(['/api/login', '/api/admin/login']);

/**
 * The one place that reacts to session failures (spec section 8): a 401 forgets the user and
 * opens the login dialog (or goes to /admin/login for admin calls); a 403 refreshes the roles
 * once and leaves admin pages; a logout in another tab moves this tab away too.
 * Mount once, inside the router.
 */
export function useSessionGuard(): void {
  const navigate = useNavigate();
  const clearSession = useSetAtom(clearSessionAtom);
  const openAuthDialog = useSetAtom(openAuthDialogAtom);
  const setUser = useSetAtom(userInfoAtom);
  const refreshingRoles = useRef(false);
  const store = useStore();

  useEffect(
    () =>
      onApiError(({ error, path, admin }) => {
        if (error.status === 401 && !LOGOUT_PATHS.has(path)) {
          clearSession();
          if (admin) void navigate('/admin/login');
          else openAuthDialog('login');
        } else if (error.status === 403 && path !== AUTH_INFO_PATH && !LOGIN_PATHS.has(path)) {
          if (admin) void navigate('/admin');
          if (refreshingRoles.current) return;
          refreshingRoles.current = true;
          getUserAuthInfo()
            .then(({ roles }) => setUser((user) => (user ? { ...user, roleList: roles } : user)))
            .catch(() => undefined)
            .finally(() => {
              refreshingRoles.current = false;
            });
        }
      }),
    [clearSession, navigate, openAuthDialog, setUser],
  );

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage) return;
      const removed = event.key === TOKEN_KEY && event.oldValue !== null && event.newValue === null;
      const cleared = event.key === null && store.get(userInfoAtom) !== null;
      if (!removed && !cleared) return;
      clearSession();
      const { pathname } = window.location;
      const onAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
      void navigate(onAdmin ? '/admin/login' : '/home', { replace: true });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [clearSession, navigate, store]);
}
