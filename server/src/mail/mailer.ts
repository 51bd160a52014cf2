import nodemailer from 'nodemailer';
import type { Sql } from '@oj/events';
import type { Logger } from '../infra/logger.ts';
import type { Mail } from './mail.ts';
import { writeToOutbox } from './outbox.ts';

/** One message: plain text for every client, simple HTML for those that show it. */
export type { Mail } from './mail.ts';

/**
 * Sends mail. With `SMTP_URL` it goes to that server; without it (the embedded default) it is
 * kept in `app.outbox` for the super admin and printed to the log, so a fresh site works
 * without a mail server. `send` resolves once the SMTP server accepted the message.
 */
export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** The sender address: `SMTP_FROM`, else the SMTP user when it is an address, else no-reply@host. */
export const senderAddress = (smtpUrl: string, from: string | undefined): string => {
  if (from) return from;
  const url = new URL(smtpUrl);
  const user = decodeURIComponent(url.username);
  return user.includes('@') ? user : `no-reply@${url.hostname || 'localhost'}`;
};

export const createMailer = (o: {
  smtpUrl: string | undefined;
  from?: string | undefined;
  sql: Sql;
  logger: Logger;
}): Mailer => {
  if (!o.smtpUrl) {
    return {
      mode: 'outbox',
      async send(mail) {
        const id = await writeToOutbox(o.sql, mail);
        o.logger.info(
          { outboxId: id, to: mail.to, subject: mail.subject, text: mail.text },
          'mail kept in the outbox (SMTP_URL is not set)',
        );
      },
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(o.smtpUrl);
  const address = senderAddress(o.smtpUrl, o.from);
  return {
    mode: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from: { name: mail.fromName, address },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      // Never the body: it carries codes that must not end up in log files.
      o.logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    },
    close: () => transport.close(),
  };
};
