import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/api-error-message';
import { registerContest } from '../api/register-contest';

/** The server's answer when this user already entered the password (another tab, say). */
const ALREADY_REGISTERED = 'You have already registered for this contest';

export interface ContestPasswordFormProps {
  cid: number;
  /** 1 private (needed to enter), 2 protected (needed to submit). */
  auth: number;
  onRegistered: () => void;
}

/** The password of a private or protected contest; accepted means registered. */
export function ContestPasswordForm({ cid, auth, onRegistered }: ContestPasswordFormProps) {
  const { _ } = useLingui();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.trim() === '') {
      setError(_('contest.password.empty'));
      return;
    }
    setBusy(true);
    try {
      await registerContest(cid, password);
      toast.success(_('contest.password.registered'));
      onRegistered();
    } catch (e) {
      if (e instanceof ApiError && e.msg === ALREADY_REGISTERED) onRegistered();
      else setError(describeApiError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="contest-password-title"
      className="rounded-xl border border-amber-200 bg-amber-50/60 p-4 sm:p-5"
    >
      <h2
        id="contest-password-title"
        className="flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        <Icon name="shield" className="size-5 text-amber-600" />
        {_(auth === 1 ? 'contest.password.private-title' : 'contest.password.protected-title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {_(auth === 1 ? 'contest.password.private-hint' : 'contest.password.protected-hint')}
      </p>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start"
      >
        <TextField
          type="password"
          autoComplete="off"
          label={_('contest.password.label')}
          value={password}
          error={error}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
          className="min-w-0 flex-1 sm:max-w-sm"
        />
        <Button type="submit" loading={busy}>
          {_('contest.password.submit')}
        </Button>
      </form>
    </section>
  );
}
