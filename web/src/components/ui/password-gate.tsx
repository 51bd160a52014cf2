import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { describeApiError } from '../../lib/api-error-message';
import { Button } from './button';
import { Icon } from './icon';
import { TextField } from './text-field';
import { toast } from './toast-store';

export interface PasswordGateProps {
  title: string;
  hint: string;
  label: string;
  submitLabel: string;
  /** Shown when the field is empty; nothing is sent. */
  emptyMessage: string;
  /** Toasted once the password was accepted. */
  registeredMessage: string;
  /** Sends the password; rejects with the server's answer. */
  register: (password: string) => Promise<unknown>;
  /** The server's words for "already registered" (say, from another tab): counts as accepted. */
  alreadyRegistered?: string;
  onRegistered: () => void;
}

/**
 * The password form in front of a private contest or training: one field, one button, the
 * server's refusal under the field, and `onRegistered` once it is accepted.
 */
export function PasswordGate(p: PasswordGateProps) {
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.trim() === '') {
      setError(p.emptyMessage);
      return;
    }
    setBusy(true);
    try {
      await p.register(password);
      toast.success(p.registeredMessage);
      p.onRegistered();
    } catch (e) {
      if (p.alreadyRegistered && e instanceof ApiError && e.msg === p.alreadyRegistered)
        p.onRegistered();
      else setError(describeApiError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-amber-200 bg-amber-50/60 p-4 sm:p-5"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Icon name="shield" className="size-5 text-amber-600" />
        {p.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{p.hint}</p>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start"
      >
        <TextField
          type="password"
          autoComplete="off"
          label={p.label}
          value={password}
          error={error}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
          className="min-w-0 flex-1 sm:max-w-sm"
        />
        <Button type="submit" loading={busy}>
          {p.submitLabel}
        </Button>
      </form>
    </section>
  );
}
