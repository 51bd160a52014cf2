import { describe, expect, it } from 'vitest';
import {
  effectiveEmailConfig,
  emailConfigFromUrl,
  senderOf,
  smtpSettingsOf,
} from './smtp-settings.ts';

describe('the mail server in force', () => {
  it('reads SMTP_URL as the default config', () => {
    expect(
      emailConfigFromUrl('smtps://a%40b.com:p%3Ass@mail.example.com', 'oj@example.com'),
    ).toMatchObject({
      emailHost: 'mail.example.com',
      emailPort: 465,
      emailUsername: 'a@b.com',
      emailPassword: 'p:ss',
      emailSsl: true,
      emailSender: 'oj@example.com',
    });
    expect(emailConfigFromUrl('smtp://127.0.0.1:2525')).toMatchObject({
      emailPort: 2525,
      emailSsl: false,
    });
  });

  it('lets every saved field win over the environment, and has no server without a host', () => {
    const c = effectiveEmailConfig({ emailPort: 25 }, { smtpUrl: 'smtp://u:p@h:587' });
    expect(c).toMatchObject({ emailHost: 'h', emailPort: 25, emailPassword: 'p' });
    expect(smtpSettingsOf(effectiveEmailConfig({}, {}))).toBeNull();
  });

  it('picks the sender: configured, else the username when an address, else no-reply@host', () => {
    const base = { host: 'h', port: 25, secure: false, password: '' };
    expect(senderOf({ ...base, username: 'x@y.z', sender: 'oj@y.z' })).toBe('oj@y.z');
    expect(senderOf({ ...base, username: 'x@y.z', sender: '' })).toBe('x@y.z');
    expect(senderOf({ ...base, username: 'x', sender: '' })).toBe('no-reply@h');
  });
});
