import { useLingui } from '@lingui/react';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { openAuthDialogAtom, signedOutOnPurpose } from '../../../lib/session';

/**
 * Stands in for a page that needs a signed-in user (spec section 3, Guard): 'Please login
 * first!', back to /home, and the login dialog. The server refuses the page's calls anyway;
 * this spares the visitor an empty page.
 */
export function LoginRequired() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const openAuthDialog = useSetAtom(openAuthDialogAtom);
  const sent = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice in development; warn and redirect once.
    if (sent.current) return;
    sent.current = true;
    // After a deliberate sign-out the page that ended the session already said why.
    if (!signedOutOnPurpose()) toast.warning(_('auth.login-first'));
    void navigate('/home', { replace: true });
    openAuthDialog('login');
  }, [_, navigate, openAuthDialog]);

  return (
    <div className="flex justify-center py-24 text-slate-400">
      <Spinner />
    </div>
  );
}
