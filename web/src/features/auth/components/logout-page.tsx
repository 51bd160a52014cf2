import { useLingui } from '@lingui/react';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { clearSessionAtom } from '../../../lib/session';
import { reconnectSocket } from '../../../lib/socket';
import { logout } from '../api/logout';

/** /logout: tells the server, forgets the user and the token, then goes to /home. */
export function LogoutPage() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const clearSession = useSetAtom(clearSessionAtom);
  const started = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice in development; log out once.
    if (started.current) return;
    started.current = true;
    void logout()
      .catch(() => undefined)
      .finally(() => {
        clearSession();
        reconnectSocket();
        toast.success(_('auth.logout-success'));
        void navigate('/home', { replace: true });
      });
  }, [_, clearSession, navigate]);

  return (
    <div className="flex items-center justify-center gap-2 py-24 text-sm text-slate-500">
      <Spinner />
      {_('auth.logging-out')}
    </div>
  );
}
