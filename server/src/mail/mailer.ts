import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailConfig, EventStore, Sql } from '@oj/events';
import type { Logger } from '../infra/logger.ts';
import type { SecretBox } from '../infra/secret-box.ts';
import type { Mail } from './mail.ts';
import { writeToOutbox } from './outbox.ts';
import {
  effectiveEmailConfig,
  readSavedEmailConfig,
  senderOf,
  smtpSettingsOf,
  type SmtpSettings,
} from './smtp-settings.ts';

/** One message: plain text for every client, simple HTML for those that show it. */
export type { Mail } from './mail.ts';

/**
 * Sends mail through the mail server in force at send time: the e-mail config the super admin
 * saved, over `SMTP_URL`. With neither (the embedded default) it is kept in `app.outbox` for
 * the super admin and printed to the log, so a fresh site works without a mail server.
 * `send` resolves once the SMTP server accepted the message.
 */
export interface Mailer {
  /** Where mail goes when nothing is saved in the back office (`SMTP_URL` or the outbox). */
  readonly mode: 'smtp' | 'outbox';
  /** The config in force now: saved fields over the environment's default. */
  config(): Promise<EmailConfig>;
  send(mail: Mail): Promise<void>;
  /** Sends through the SMTP server in force; throws when there is none or it refuses. */
  sendBySmtp(mail: Mail): Promise<void>;
  close(): void;
}

const key = (s: SmtpSettings) => JSON.stringify(s);

export const createMailer = (o: {
  smtpUrl: string | undefined;
  from?: string | undefined;
  sql: Sql;
  store?: EventStore;
  /** Opens the saved password; required with `store`. */
  box?: SecretBox;
  logger: Logger;
}): Mailer => {
  // One pooled transport per distinct settings; a saved change opens a new one at next send.
  let current: { key: string; transport: Transporter } | undefined;
  const transportFor = (s: SmtpSettings) => {
    if (current?.key !== key(s)) {
      current?.transport.close();
      current = {
        key: key(s),
        transport: nodemailer.createTransport({
          host: s.host,
          port: s.port,
          secure: s.secure,
          ...(s.username ? { auth: { user: s.username, pass: s.password } } : {}),
          // A wrong host or port must fail the admin's test within seconds, not minutes.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        }),
      };
    }
    return current.transport;
  };
  const config = async () =>
    effectiveEmailConfig(o.store && o.box ? await readSavedEmailConfig(o.store, o.box) : {}, o);
  const viaSmtp = async (s: SmtpSettings, mail: Mail) => {
    await transportFor(s).sendMail({
      from: { name: mail.fromName, address: senderOf(s) },
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    // Never the body: it carries codes that must not end up in log files.
    o.logger.info({ to: mail.to, subject: mail.subject, host: s.host }, 'mail sent');
  };
  return {
    mode: o.smtpUrl ? 'smtp' : 'outbox',
    config,
    async send(mail) {
      const smtp = smtpSettingsOf(await config());
      if (smtp) return viaSmtp(smtp, mail);
      const id = await writeToOutbox(o.sql, mail);
      o.logger.info(
        { outboxId: id, to: mail.to, subject: mail.subject, text: mail.text },
        'mail kept in the outbox (no mail server is configured)',
      );
    },
    async sendBySmtp(mail) {
      const smtp = smtpSettingsOf(await config());
      if (!smtp) throw new Error('No mail server is configured');
      await viaSmtp(smtp, mail);
    },
    close: () => current?.transport.close(),
  };
};
