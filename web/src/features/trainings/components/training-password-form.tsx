import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { registerTraining } from '../api/register-training';

export interface TrainingPasswordFormProps {
  tid: number;
  onRegistered: () => void;
}

/** A private training's password (spec 2 section 4); accepted means registered. */
export function TrainingPasswordForm({ tid, onRegistered }: TrainingPasswordFormProps) {
  const { _ } = useLingui();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError(_('training.password.empty'));
      return;
    }
    setBusy(true);
    try {
      await registerTraining(tid, password);
      toast.success(_('training.password.registered'));
      onRegistered();
    } catch (e) {
      setError(describeApiError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="training-password-title"
      className="rounded-xl border border-amber-200 bg-amber-50/60 p-4 sm:p-5"
    >
      <h2
        id="training-password-title"
        className="flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        <Icon name="shield" className="size-5 text-amber-600" />
        {_('training.password.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{_('training.password.hint')}</p>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start"
      >
        <TextField
          type="password"
          autoComplete="off"
          label={_('training.password.label')}
          value={password}
          error={error}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
          className="min-w-0 flex-1"
        />
        <Button type="submit" loading={busy}>
          {_('training.password.submit')}
        </Button>
      </form>
    </section>
  );
}
