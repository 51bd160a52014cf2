import { useLingui } from '@lingui/react';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { clearSessionAtom, markSignedOutOnPurpose, openAuthDialogAtom } from '../../../lib/session';
import { changePassword } from '../api/settings-api';
import { useAction } from '../hooks/use-action';
import { passwordError, repeatError } from '../validation';

type Field = 'oldPassword' | 'newPassword' | 'repeat';
const fields: { key: Field; labelId: string; autoComplete: string }[] = [
  { key: 'oldPassword', labelId: 'settings.old-password', autoComplete: 'current-password' },
  { key: 'newPassword', labelId: 'settings.new-password', autoComplete: 'new-password' },
  { key: 'repeat', labelId: 'settings.repeat-password', autoComplete: 'new-password' },
];

/**
 * Old, new and repeated password. Success ends every session (the server's UserPasswordChanged),
 * so the page says so, forgets the session and opens the login dialog.
 */
export function PasswordForm() {
  const { _ } = useLingui();
  const clearSession = useSetAtom(clearSessionAtom);
  const openAuthDialog = useSetAtom(openAuthDialogAtom);
  const navigate = useNavigate();
  const [form, setForm] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    repeat: '',
  });
  const [checked, setChecked] = useState(false);
  const action = useAction();
  const errors: Record<Field, string> = {
    oldPassword: form.oldPassword.trim() ? '' : 'settings.old-password-required',
    newPassword: passwordError(form.newPassword),
    repeat: repeatError(form.newPassword, form.repeat),
  };

  const submit = () => {
    setChecked(true);
    if (Object.values(errors).some(Boolean)) return;
    void action.run(async () => {
      await changePassword({ oldPassword: form.oldPassword, newPassword: form.newPassword });
      // The server's user:loggedOut push may arrive before or after this answer, and may
      // have left this page already: nothing here waits on the page. The guard of the
      // login-only page is told not to replace this message with 'Please login first!'.
      markSignedOutOnPurpose();
      clearSession();
      openAuthDialog('login');
      toast.success(_('settings.password-changed'), 6000);
      void Promise.resolve(navigate('/home', { replace: true })).catch(() => undefined);
    });
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="max-w-md space-y-3"
    >
      {fields.map((f) => (
        <TextField
          key={f.key}
          type="password"
          autoComplete={f.autoComplete}
          label={_(f.labelId)}
          value={form[f.key]}
          maxLength={f.key === 'oldPassword' ? 100 : 20}
          onChange={(e) => setForm((v) => ({ ...v, [f.key]: e.target.value }))}
          error={checked && errors[f.key] ? _(errors[f.key]) : undefined}
        />
      ))}
      <FormAlert message={action.failure} />
      <Button type="submit" loading={action.busy}>
        {_('settings.update-password')}
      </Button>
    </form>
  );
}
