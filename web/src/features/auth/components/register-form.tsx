import { useLingui } from '@lingui/react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import type { AuthDialogMode } from '../../../lib/session';
import { getRegisterCode } from '../api/get-register-code';
import { register } from '../api/register';
import { cooldownSecondsOf } from '../hooks/cooldown-from-error';
import { useCooldown } from '../hooks/use-cooldown';
import { useForm } from '../hooks/use-form';
import { useTakenCheck } from '../hooks/use-taken-check';
import { REGISTER_CODE_COOLDOWN_S, registerCodeCooldownAtom } from '../state/cooldown-atoms';
import { checkEmail, EMAIL_CODE_LENGTH, validateRegister } from '../validation';
import { FormAlert } from '../../../components/ui/form-dialog';
import { ModeLink } from './mode-link';

export interface RegisterFormProps {
  onModeChange: (mode: AuthDialogMode) => void;
  /** Called with the new username so the login form can be pre-filled. */
  onRegistered: (username: string) => void;
}

export function RegisterForm({ onModeChange, onRegistered }: RegisterFormProps) {
  const { _ } = useLingui();
  const form = useForm(
    { username: '', password: '', passwordAgain: '', email: '', code: '' },
    validateRegister,
  );
  const cooldown = useCooldown(registerCodeCooldownAtom);
  const [sending, setSending] = useState(false);
  const [loading, setLoading] = useState(false);
  const [serverError, setServerError] = useState('');
  const error = (id: string | undefined) => (id ? _(id) : undefined);
  const taken = useTakenCheck();
  /** The field's own rule first; a valid value left behind is asked about on the server. */
  const checked = (name: 'username' | 'email') => {
    const field = form.field(name);
    const invalid = validateRegister(form.values)[name];
    return {
      ...field,
      onBlur: () => {
        field.onBlur();
        if (!invalid) taken.check(name, form.values[name]);
      },
      error: error(form.errors[name]) ?? taken.messageFor(name, form.values[name]),
    };
  };
  const usernameField = checked('username');
  const usernameHintId = useId();
  const emailField = checked('email');

  const sendCode = async () => {
    form.touch('email');
    if (checkEmail(form.values.email)) return;
    setSending(true);
    setServerError('');
    try {
      await getRegisterCode(form.values.email.trim());
      cooldown.start(REGISTER_CODE_COOLDOWN_S);
      toast.success(_('auth.code-sent'));
    } catch (failure) {
      setServerError(describeApiError(failure));
      const left = cooldownSecondsOf(failure);
      if (left) cooldown.start(left);
    } finally {
      setSending(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    setLoading(true);
    setServerError('');
    const { username, password, email, code } = form.values;
    try {
      await register({
        username: username.trim(),
        password,
        email: email.trim(),
        code: code.trim(),
      });
      toast.success(_('auth.register-success'));
      onRegistered(username.trim());
    } catch (failure) {
      setServerError(describeApiError(failure));
      setLoading(false);
    }
  };

  const codeButton = (
    <Button
      variant="secondary"
      className="w-28"
      loading={sending}
      disabled={cooldown.active}
      onClick={() => void sendCode()}
    >
      {cooldown.active
        ? _('auth.code-cooldown', { seconds: cooldown.remaining })
        : _('auth.get-code')}
    </Button>
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <div className="space-y-1">
        <TextField
          {...usernameField}
          {...(usernameField.error ? {} : { 'aria-describedby': usernameHintId })}
          label={_('auth.username')}
          autoComplete="username"
          autoFocus
        />
        {/* The rule the server holds new names to, said before it refuses one. */}
        {!usernameField.error && (
          <p id={usernameHintId} className="text-xs text-slate-500">
            {_('auth.username-rule')}
          </p>
        )}
      </div>
      <TextField
        {...form.field('password')}
        type="password"
        label={_('auth.password')}
        error={error(form.errors.password)}
        autoComplete="new-password"
      />
      <TextField
        {...form.field('passwordAgain')}
        type="password"
        label={_('auth.password-again')}
        error={error(form.errors.passwordAgain)}
        autoComplete="new-password"
      />
      <TextField
        {...emailField}
        type="email"
        label={_('auth.email')}
        autoComplete="email"
        addon={codeButton}
      />
      <TextField
        {...form.field('code')}
        label={_('auth.email-code')}
        error={error(form.errors.code)}
        autoComplete="one-time-code"
        maxLength={EMAIL_CODE_LENGTH}
      />
      {/* Said once: a refusal already shown under its field (the email is taken) stays there. */}
      <FormAlert
        message={
          serverError === usernameField.error || serverError === emailField.error ? '' : serverError
        }
      />
      <Button type="submit" size="lg" loading={loading} className="w-full">
        {_('auth.register')}
      </Button>
      <p className="text-center text-sm text-slate-500">
        {_('auth.have-account')}{' '}
        <ModeLink onClick={() => onModeChange('login')}>{_('auth.login')}</ModeLink>
      </p>
    </form>
  );
}
