import { useLingui } from '@lingui/react';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { authDialogAtom, type AuthDialogMode } from '../../../lib/session';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

const titles: Record<AuthDialogMode, string> = {
  login: 'auth.login',
  register: 'auth.register',
  reset: 'auth.reset-password',
};

/**
 * The Login / Register / Reset password dialog (370 px). It ignores clicks outside so a half
 * filled form is not lost; Escape and the X button close it. Open it with `openAuthDialogAtom`.
 */
export function AuthDialog() {
  const { _ } = useLingui();
  const [{ open, mode }, setState] = useAtom(authDialogAtom);
  const [prefill, setPrefill] = useState('');

  const setMode = (next: AuthDialogMode) => setState({ open: true, mode: next });
  const close = () => setState((current) => ({ ...current, open: false }));

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setState({ open, mode }) : close())}>
      <DialogContent
        title={_(titles[mode])}
        closeLabel={_('common.close')}
        dismissOnOutsideClick={false}
        className="max-w-[370px]"
      >
        {mode === 'login' && (
          <LoginForm
            key={`login-${prefill}`}
            initialUsername={prefill}
            onModeChange={setMode}
            onSuccess={() => {
              setPrefill('');
              close();
            }}
          />
        )}
        {mode === 'register' && (
          <RegisterForm
            onModeChange={setMode}
            onRegistered={(username) => {
              setPrefill(username);
              setMode('login');
            }}
          />
        )}
        {mode === 'reset' && <ResetPasswordForm onModeChange={setMode} />}
      </DialogContent>
    </Dialog>
  );
}
