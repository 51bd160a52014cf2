import { useLingui } from '@lingui/react';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { PageContainer } from '../../../components/ui/page-container';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { openAuthDialogAtom } from '../../../lib/session';
import { resetPassword } from '../api/reset-password';
import { useForm } from '../hooks/use-form';
import { validateNewPassword } from '../validation';
import { FormAlert } from '../../../components/ui/form-dialog';

/**
 * /reset-password?username=..&code=.. (the link in the reset mail): a new password typed
 * twice; the username is shown read-only. On success: a message, home, and the login dialog.
 */
export function ResetPasswordPage() {
  const { _ } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const openAuthDialog = useSetAtom(openAuthDialogAtom);
  const username = params.get('username') ?? '';
  const code = params.get('code') ?? '';
  const form = useForm({ password: '', passwordAgain: '' }, validateNewPassword);
  const [loading, setLoading] = useState(false);
  const [serverError, setServerError] = useState('');
  const error = (id: string | undefined) => (id ? _(id) : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    setLoading(true);
    setServerError('');
    try {
      await resetPassword({ username, password: form.values.password, code });
      toast.success(_('auth.reset-success'));
      await navigate('/', { replace: true });
      openAuthDialog('login');
    } catch (failure) {
      setServerError(describeApiError(failure));
      setLoading(false);
    }
  };

  const incomplete = !username || !code;
  return (
    <PageContainer className="flex justify-center">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-primary-50 text-primary-600">
            <Icon name="shield" className="size-5" />
          </span>
          <div>
            <h1 className="text-xl font-semibold text-slate-900">{_('auth.reset-password')}</h1>
            <p className="text-sm text-slate-500">{_('auth.reset-page-hint')}</p>
          </div>
        </div>
        {incomplete ? (
          <div className="space-y-4">
            <FormAlert message={_('auth.reset-link-incomplete')} />
            <Button className="w-full" onClick={() => openAuthDialog('reset')}>
              {_('auth.send-reset-email')}
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
            <TextField
              label={_('auth.username')}
              value={username}
              readOnly
              aria-readonly
              autoComplete="username"
              className="[&_input]:bg-slate-50 [&_input]:text-slate-500"
            />
            <TextField
              {...form.field('password')}
              type="password"
              label={_('auth.new-password')}
              error={error(form.errors.password)}
              autoComplete="new-password"
              autoFocus
            />
            <TextField
              {...form.field('passwordAgain')}
              type="password"
              label={_('auth.password-again')}
              error={error(form.errors.passwordAgain)}
              autoComplete="new-password"
            />
            <FormAlert message={serverError} />
            <Button type="submit" size="lg" loading={loading} className="w-full">
              {_('auth.reset-password')}
            </Button>
          </form>
        )}
      </Card>
    </PageContainer>
  );
}
