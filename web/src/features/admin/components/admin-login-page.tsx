import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SlidePuzzle, slideRequiredBy, type SlideAnswer } from '../../../components/slide-puzzle';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { signInAtom } from '../../../lib/session';
import { reconnectSocket } from '../../../lib/socket';
import { websiteConfigAtom } from '../../../lib/website-config';
import { adminLogin } from '../api/admin-session';
import type { AdminLoginState } from './admin-shell';

type Field = 'username' | 'password';

/** /admin/login: the administrator sign-in (403 from the server for non-admin accounts). */
export function AdminLoginPage() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const { shortName } = useAtomValue(websiteConfigAtom);
  const signIn = useSetAtom(signInAtom);
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState('');
  const [loading, setLoading] = useState(false);
  // After 5 failed logins in a row the server asks for the slide check, here as on the site.
  const [slideRequired, setSlideRequired] = useState(false);
  const [slide, setSlide] = useState<SlideAnswer | null>(null);
  const [slideReload, setSlideReload] = useState(0);
  const reason = (location.state as AdminLoginState | null)?.reason;

  const validate = (next: typeof values) => {
    const found: Partial<Record<Field, string>> = {};
    if (!next.username.trim()) found.username = _('auth.username-required');
    if (!next.password) found.password = _('auth.password-required');
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (slideRequired && !slide) {
      setServerError(_('auth.slide-first'));
      return;
    }
    setLoading(true);
    setServerError('');
    try {
      const session = await adminLogin({
        username: values.username.trim(),
        password: values.password,
        ...(slideRequired && slide ? slide : {}),
      });
      signIn(session);
      reconnectSocket();
      toast.success(_('auth.login-success'));
      await navigate('/admin', { replace: true });
    } catch (failure) {
      setServerError(describeApiError(failure));
      if (slideRequiredBy(failure)) setSlideRequired(true);
      // Each puzzle is good for one try.
      setSlide(null);
      setSlideReload((value) => value + 1);
      setLoading(false);
    }
  };

  const change = (name: Field) => (event: { target: { value: string } }) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    if (errors[name]) setErrors((current) => ({ ...current, [name]: validate(next)[name] }));
  };

  return (
    <div className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-slate-900 via-slate-800 to-primary-800 p-4">
      <Card className="w-full max-w-sm px-6 py-8 sm:px-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-xl bg-primary-600 text-white shadow-md">
            <Icon name="shield" className="size-6" />
          </span>
          <div>
            <h1 className="text-xl font-semibold text-slate-900">{_('admin.login.title')}</h1>
            <p className="mt-1 text-sm text-slate-500">
              {_('admin.login.subtitle', { name: shortName })}
            </p>
          </div>
        </div>
        {reason === 'admin-required' && !serverError && (
          <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800">
            {_('admin.login.required')}
          </p>
        )}
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <TextField
            name="username"
            value={values.username}
            onChange={change('username')}
            label={_('auth.username')}
            error={errors.username}
            autoComplete="username"
            autoFocus
            maxLength={40}
          />
          <TextField
            name="password"
            type="password"
            value={values.password}
            onChange={change('password')}
            label={_('auth.password')}
            error={errors.password}
            autoComplete="current-password"
          />
          {slideRequired && <SlidePuzzle onChange={setSlide} reloadSignal={slideReload} />}
          {serverError && (
            <div
              role="alert"
              className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
            >
              <Icon name="alert" className="mt-px size-4" />
              <span className="min-w-0 break-words">{serverError}</span>
            </div>
          )}
          <Button type="submit" size="lg" loading={loading} className="w-full">
            {_('auth.login')}
          </Button>
        </form>
        <Link
          to="/home"
          className="mt-6 flex items-center justify-center gap-1.5 text-sm text-slate-500 hover:text-primary-600"
        >
          <Icon name="arrow-left" className="size-4" />
          {_('admin.nav.back-to-site')}
        </Link>
      </Card>
    </div>
  );
}
