import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { signInAtom, type AuthDialogMode } from '../../../lib/session';
import { reconnectSocket } from '../../../lib/socket';
import { websiteConfigAtom } from '../../../lib/website-config';
import { login, slideRequiredBy } from '../api/login';
import { useForm } from '../hooks/use-form';
import { validateLogin } from '../validation';
import { FormAlert } from '../../../components/ui/form-dialog';
import { ModeLink } from './mode-link';
import { SlidePuzzle, type SlideAnswer } from '../../../components/slide-puzzle';

export interface LoginFormProps {
  initialUsername?: string;
  onModeChange: (mode: AuthDialogMode) => void;
  onSuccess: () => void;
}

export function LoginForm({ initialUsername = '', onModeChange, onSuccess }: LoginFormProps) {
  const { _ } = useLingui();
  const canRegister = useAtomValue(websiteConfigAtom).register;
  const signIn = useSetAtom(signInAtom);
  const form = useForm({ username: initialUsername, password: '' }, validateLogin);
  const [loading, setLoading] = useState(false);
  const [serverError, setServerError] = useState('');
  // After 5 failed logins in a row the server asks for the slide check (spec section 4).
  const [slideRequired, setSlideRequired] = useState(false);
  const [slide, setSlide] = useState<SlideAnswer | null>(null);
  const [slideReload, setSlideReload] = useState(0);
  const error = (id: string | undefined) => (id ? _(id) : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    if (slideRequired && !slide) {
      setServerError(_('auth.slide-first'));
      return;
    }
    setLoading(true);
    setServerError('');
    try {
      const session = await login({
        username: form.values.username.trim(),
        password: form.values.password,
        ...(slideRequired && slide ? slide : {}),
      });
      signIn(session);
      reconnectSocket();
      toast.success(_('auth.login-success'));
      onSuccess();
    } catch (failure) {
      setServerError(describeApiError(failure));
      if (slideRequiredBy(failure)) setSlideRequired(true);
      // A puzzle is good for one try: the next one needs a new picture.
      setSlideReload((value) => value + 1);
      setLoading(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <TextField
        {...form.field('username')}
        label={_('auth.username')}
        error={error(form.errors.username)}
        autoComplete="username"
        autoFocus={!initialUsername}
        maxLength={40}
      />
      <TextField
        {...form.field('password')}
        type="password"
        label={_('auth.password')}
        error={error(form.errors.password)}
        autoComplete="current-password"
        autoFocus={Boolean(initialUsername)}
      />
      {slideRequired && <SlidePuzzle onChange={setSlide} reloadSignal={slideReload} />}
      <div className="-mt-1 flex justify-end">
        <ModeLink onClick={() => onModeChange('reset')}>{_('auth.forgot-password')}</ModeLink>
      </div>
      <FormAlert message={serverError} />
      <Button type="submit" size="lg" loading={loading} className="w-full">
        {_('auth.login')}
      </Button>
      {canRegister && (
        <p className="text-center text-sm text-slate-500">
          {_('auth.no-account')}{' '}
          <ModeLink onClick={() => onModeChange('register')}>{_('auth.register-now')}</ModeLink>
        </p>
      )}
    </form>
  );
}
