import { useLingui } from '@lingui/react';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { userInfoAtom } from '../../../lib/session';
import { changeEmail, getChangeEmailCode } from '../api/settings-api';
import { codeError, emailError } from '../validation';
import { useAction } from './use-action';
import { useCountdown } from './use-countdown';

/** Spec 4: a code may be asked for again after 60 s. */
const RESEND_SECONDS = 60;
const empty = { newEmail: '', code: '', password: '' };

/** The seconds a 429 answer says to wait ("... try again in 42 seconds"), if any. */
const waitOf = (error: unknown) => {
  if (!(error instanceof ApiError) || error.status !== 429) return 0;
  return Number(/in (\d+) seconds?/.exec(error.msg)?.[1] ?? 0);
};

/** State and actions of the e-mail change: send a code (with its cooldown), then change. */
export function useEmailChange() {
  const { _ } = useLingui();
  const setUser = useSetAtom(userInfoAtom);
  const countdown = useCountdown();
  const sending = useAction();
  const saving = useAction();
  const [form, setForm] = useState(empty);
  const [checked, setChecked] = useState({ email: false, all: false });
  const errors = {
    newEmail: emailError(form.newEmail),
    code: codeError(form.code),
    password: form.password.trim() ? '' : 'settings.password-required',
  };
  const shown = (key: keyof typeof errors) =>
    (checked.all || (key === 'newEmail' && checked.email)) && errors[key]
      ? _(errors[key])
      : undefined;
  const set = (key: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));

  const sendCode = () => {
    setChecked((c) => ({ ...c, email: true }));
    if (errors.newEmail) return;
    void sending.run(async () => {
      try {
        await getChangeEmailCode(form.newEmail.trim());
      } catch (error) {
        countdown.start(waitOf(error));
        throw error;
      }
      countdown.start(RESEND_SECONDS);
      toast.success(_('settings.code-sent'));
    });
  };

  const submit = () => {
    setChecked({ email: true, all: true });
    if (Object.values(errors).some(Boolean)) return;
    const email = form.newEmail.trim();
    void saving.run(async () => {
      const answer = await changeEmail({
        newEmail: email,
        code: form.code.trim(),
        password: form.password,
      });
      setUser((u) => answer.userInfo ?? (u ? { ...u, email } : u));
      setForm(empty);
      setChecked({ email: false, all: false });
      toast.success(_('settings.email-changed'));
    });
  };

  return { form, set, shown, countdown, sending, saving, sendCode, submit };
}
