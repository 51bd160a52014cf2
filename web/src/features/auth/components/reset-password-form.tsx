import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import type { AuthDialogMode } from '../../../lib/session';
import { applyResetPassword } from '../api/apply-reset-password';
import { cooldownSecondsOf } from '../hooks/cooldown-from-error';
import { useCooldown } from '../hooks/use-cooldown';
import { useForm } from '../hooks/use-form';
import { RESET_EMAIL_COOLDOWN_S, resetEmailCooldownAtom } from '../state/cooldown-atoms';
import { CAPTCHA_MAX, validateReset } from '../validation';
import { CaptchaImage } from './captcha-image';
import { FormAlert } from '../../../components/ui/form-dialog';
import { ModeLink } from './mode-link';

export interface ResetPasswordFormProps {
  onModeChange: (mode: AuthDialogMode) => void;
}

/** Asks for a reset e-mail; the link in it leads to the reset-password page. */
export function ResetPasswordForm({ onModeChange }: ResetPasswordFormProps) {
  const { _ } = useLingui();
  const form = useForm({ email: '', captcha: '' }, validateReset);
  const cooldown = useCooldown(resetEmailCooldownAtom);
  const [captchaKey, setCaptchaKey] = useState('');
  const [reloadSignal, setReloadSignal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [serverError, setServerError] = useState('');
  const error = (id: string | undefined) => (id ? _(id) : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || cooldown.active) return;
    setLoading(true);
    setServerError('');
    try {
      await applyResetPassword({
        email: form.values.email.trim(),
        captcha: form.values.captcha.trim(),
        captchaKey,
      });
      cooldown.start(RESET_EMAIL_COOLDOWN_S);
      toast.success(_('auth.reset-email-sent'));
    } catch (failure) {
      setServerError(describeApiError(failure));
      const left = cooldownSecondsOf(failure);
      if (left) cooldown.start(left);
    } finally {
      form.setValues((values) => ({ ...values, captcha: '' }));
      setReloadSignal((value) => value + 1);
      setLoading(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <p className="text-sm text-slate-500">{_('auth.reset-hint')}</p>
      <TextField
        {...form.field('email')}
        type="email"
        label={_('auth.email')}
        error={error(form.errors.email)}
        autoComplete="email"
        autoFocus
      />
      <TextField
        {...form.field('captcha')}
        label={_('auth.captcha')}
        error={error(form.errors.captcha)}
        autoComplete="off"
        maxLength={CAPTCHA_MAX}
        addon={<CaptchaImage onKeyChange={setCaptchaKey} reloadSignal={reloadSignal} />}
      />
      <FormAlert message={serverError} />
      <Button
        type="submit"
        size="lg"
        loading={loading}
        disabled={cooldown.active}
        className="w-full"
      >
        {cooldown.active
          ? _('auth.resend-cooldown', { seconds: cooldown.remaining })
          : _('auth.send-reset-email')}
      </Button>
      <p className="text-center text-sm text-slate-500">
        {_('auth.have-account')}{' '}
        <ModeLink onClick={() => onModeChange('login')}>{_('auth.login')}</ModeLink>
      </p>
    </form>
  );
}
