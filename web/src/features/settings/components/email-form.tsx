import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { userInfoAtom } from '../../../lib/session';
import { useEmailChange } from '../hooks/use-email-change';

function GetCodeButton(p: { remaining: number; busy: boolean; onClick: () => void }) {
  const { _ } = useLingui();
  return (
    <Button
      variant="secondary"
      className="w-28"
      loading={p.busy}
      disabled={p.remaining > 0}
      onClick={p.onClick}
    >
      {p.remaining > 0 ? _('settings.code-wait', { seconds: p.remaining }) : _('settings.get-code')}
    </Button>
  );
}

/** New address, a code mailed to it (60 s between sends), and the password. */
export function EmailForm() {
  const { _ } = useLingui();
  const user = useAtomValue(userInfoAtom);
  const { form, set, shown, countdown, sending, saving, sendCode, submit } = useEmailChange();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="max-w-md space-y-3"
    >
      <p className="text-sm text-slate-500">
        {_('settings.current-email')}{' '}
        <span className="font-medium break-all text-slate-800">{user?.email || '--'}</span>
      </p>
      <TextField
        type="email"
        autoComplete="email"
        label={_('settings.new-email')}
        value={form.newEmail}
        maxLength={320}
        onChange={(e) => set('newEmail')(e.target.value)}
        error={shown('newEmail')}
        addon={
          <GetCodeButton remaining={countdown.remaining} busy={sending.busy} onClick={sendCode} />
        }
      />
      <TextField
        label={_('settings.email-code')}
        autoComplete="one-time-code"
        value={form.code}
        maxLength={6}
        onChange={(e) => set('code')(e.target.value)}
        error={shown('code')}
      />
      <TextField
        type="password"
        autoComplete="current-password"
        label={_('settings.current-password')}
        value={form.password}
        onChange={(e) => set('password')(e.target.value)}
        error={shown('password')}
      />
      <FormAlert message={sending.failure || saving.failure} />
      <Button type="submit" loading={saving.busy}>
        {_('settings.update-email')}
      </Button>
    </form>
  );
}
