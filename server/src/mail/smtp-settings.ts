import { emailConfigStream, type EmailConfig, type EventStore } from '@oj/events';
import type { SecretBox } from '../infra/secret-box.ts';

/** What the mailer connects with: the saved e-mail config over the `SMTP_URL` default. */
export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  username: string;
  password: string;
  /** The From address; empty picks one (see `senderOf`). */
  sender: string;
}

/** What the back office shows of an unset config, and what an unset `SMTP_URL` reads as. */
export const blankEmailConfig: EmailConfig = {
  emailHost: '',
  emailPort: 587,
  emailUsername: '',
  emailPassword: '',
  emailSsl: false,
  emailSender: '',
  emailBGImg: '',
};

/** `SMTP_URL` (smtp://user:pass@host:port, smtps:// for TLS) as e-mail config fields. */
export const emailConfigFromUrl = (smtpUrl: string | undefined, from?: string): EmailConfig => {
  if (!smtpUrl) return { ...blankEmailConfig, emailSender: from ?? '' };
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    ...blankEmailConfig,
    emailHost: url.hostname,
    emailPort: Number(url.port || (secure ? 465 : 587)),
    emailUsername: decodeURIComponent(url.username),
    emailPassword: decodeURIComponent(url.password),
    emailSsl: secure,
    emailSender: from ?? '',
  };
};

/**
 * The saved changes, folded in order (the stream is short: one event per save), with the
 * password opened (it is sealed in the log; see `SecretBox`).
 */
export const readSavedEmailConfig = async (
  store: EventStore,
  box: SecretBox,
): Promise<Partial<EmailConfig>> => {
  let saved: Partial<EmailConfig> = {};
  for (const e of await store.readStream(emailConfigStream)) {
    if (e.type === 'EmailConfigUpdated')
      saved = { ...saved, ...(e.data as { changes: Partial<EmailConfig> }).changes };
  }
  return saved.emailPassword ? { ...saved, emailPassword: box.open(saved.emailPassword) } : saved;
};

/** The config in force: every saved field over the environment's default. */
export const effectiveEmailConfig = (
  saved: Partial<EmailConfig>,
  env: { smtpUrl?: string | undefined; from?: string | undefined },
): EmailConfig => ({ ...emailConfigFromUrl(env.smtpUrl, env.from), ...saved });

/** Null when no mail server is known: mail then goes to the outbox. */
export const smtpSettingsOf = (c: EmailConfig): SmtpSettings | null =>
  c.emailHost.trim()
    ? {
        host: c.emailHost.trim(),
        port: c.emailPort,
        secure: c.emailSsl,
        username: c.emailUsername,
        password: c.emailPassword,
        sender: c.emailSender.trim(),
      }
    : null;

/** The sender: the configured one, else the username when it is an address, else no-reply@host. */
export const senderOf = (s: SmtpSettings): string =>
  s.sender || (s.username.includes('@') ? s.username : `no-reply@${s.host}`);
