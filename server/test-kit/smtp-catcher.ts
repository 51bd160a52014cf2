import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server on loopback for tests: accepts every message (any login, no TLS), parses
 * it and keeps it, so a test reads the code from the mail as a user would.
 */
export const startSmtpCatcher = async () => {
  const mails: CaughtMail[] = [];
  /** Every login the server saw, as the client sent it (any login is accepted). */
  const logins: { username: string; password: string }[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => {
      logins.push({ username: auth.username ?? '', password: auth.password ?? '' });
      callback(null, { user: 'test' });
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((m) => {
          const to = Array.isArray(m.to) ? m.to.map((a) => a.text).join(', ') : (m.to?.text ?? '');
          mails.push({
            to,
            from: m.from?.text ?? '',
            subject: m.subject ?? '',
            text: m.text ?? '',
            html: typeof m.html === 'string' ? m.html : '',
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  /** The newest mail to `to` that arrives after `since` mails were caught (waits up to 10 s). */
  const waitForMail = async (to: string, since = 0, timeoutMs = 10_000): Promise<CaughtMail> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const hit = mails
        .slice(since)
        .reverse()
        .find((m) => m.to.toLowerCase().includes(to.toLowerCase()));
      if (hit) return hit;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        setTimeout(wake, 200);
      });
    }
  };

  return {
    url: `smtp://tester:secret@127.0.0.1:${port}`,
    mails,
    logins,
    waitForMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;

/** The code a mail carries: the line that holds only letters and digits, 6 of them. */
export const codeFromMail = (mail: CaughtMail): string => {
  const code = /^\s*([A-Z0-9]{6})\s*$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.text}`);
  return code;
};

/** The reset link a mail carries. */
export const linkFromMail = (mail: CaughtMail): URL => {
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in mail: ${mail.text}`);
  return new URL(link);
};
