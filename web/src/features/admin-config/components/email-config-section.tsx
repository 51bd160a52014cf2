import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import {
  getEmailConfig,
  sendTestEmail,
  setEmailConfig,
  type EmailConfig,
} from '../api/system-config';
import { ConfigSection, LabeledInput, LabeledSwitch } from './config-fields';

/**
 * The outgoing mail server (saved as events; the server's SMTP_URL fills what was never saved)
 * and its test: a mail to any address through the server in force, its error shown here.
 */
export function EmailConfigSection() {
  const { _ } = useLingui();
  const [form, setForm] = useState<EmailConfig | null>(null);
  const [saving, setSaving] = useState(false);
  const [to, setTo] = useState('');
  const [test, setTest] = useState<{ state: 'idle' | 'sending' | 'sent' } | { error: string }>({
    state: 'idle',
  });
  useEffect(() => {
    getEmailConfig().then(setForm, () => undefined);
  }, []);
  if (!form) return null;
  const set = (changes: Partial<EmailConfig>) => setForm({ ...form, ...changes });

  const save = async () => {
    setSaving(true);
    try {
      await setEmailConfig(form);
      toast.success(_('admin.config.saved'));
    } catch (error) {
      toast.error(describeApiError(error));
    } finally {
      setSaving(false);
    }
  };
  const sendTest = async () => {
    setTest({ state: 'sending' });
    try {
      await sendTestEmail(to);
      setTest({ state: 'sent' });
    } catch (error) {
      setTest({ error: describeApiError(error) });
    }
  };

  return (
    <ConfigSection
      title={_('admin.config.email.title')}
      icon={<Icon name="send" className="size-5 text-primary-600" />}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <LabeledInput
          label={_('admin.config.email.host')}
          value={form.emailHost}
          placeholder="smtp.example.com"
          onChange={(e) => set({ emailHost: e.target.value })}
        />
        <LabeledInput
          label={_('admin.config.email.port')}
          type="number"
          inputMode="numeric"
          value={String(form.emailPort)}
          onChange={(e) => set({ emailPort: Number(e.target.value) })}
        />
        <LabeledInput
          label={_('admin.config.email.username')}
          value={form.emailUsername}
          autoComplete="off"
          onChange={(e) => set({ emailUsername: e.target.value })}
        />
        <LabeledInput
          label={_('admin.config.email.password')}
          type="password"
          autoComplete="new-password"
          value={form.emailPassword}
          hint={_('admin.config.email.password-hint')}
          onChange={(e) => set({ emailPassword: e.target.value })}
        />
        <LabeledInput
          label={_('admin.config.email.sender')}
          type="email"
          value={form.emailSender}
          hint={_('admin.config.email.sender-hint')}
          onChange={(e) => set({ emailSender: e.target.value })}
        />
        <LabeledSwitch
          label={_('admin.config.email.ssl')}
          hint={_('admin.config.email.ssl-hint')}
          checked={form.emailSsl}
          onChange={(v) => set({ emailSsl: v })}
        />
      </div>
      <div className="mt-4 flex justify-end">
        <Button loading={saving} onClick={() => void save()}>
          {_('admin.config.save')}
        </Button>
      </div>
      <div className="mt-5 border-t border-slate-100 pt-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <LabeledInput
            className="flex-1"
            label={_('admin.config.email.test-to')}
            type="email"
            value={to}
            placeholder="someone@example.com"
            onChange={(e) => setTo(e.target.value)}
          />
          <Button
            variant="secondary"
            loading={'state' in test && test.state === 'sending'}
            onClick={() => void sendTest()}
          >
            {_('admin.config.email.send-test')}
          </Button>
        </div>
        <p className="mt-1 text-xs text-slate-500">{_('admin.config.email.test-hint')}</p>
        {'error' in test && (
          <p
            role="alert"
            className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-700"
          >
            {test.error}
          </p>
        )}
        {'state' in test && test.state === 'sent' && (
          <p role="status" className="mt-2 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-700">
            {_('admin.config.email.test-sent', { to })}
          </p>
        )}
      </div>
    </ConfigSection>
  );
}
