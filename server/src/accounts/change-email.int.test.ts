import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../../test-kit/test-site.ts';
import { codeFromMail, startSmtpCatcher, type SmtpCatcher } from '../../test-kit/smtp-catcher.ts';

let smtp: SmtpCatcher;
let site: TestSite;
let token: string;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  site = await startTestSite({ smtpUrl: smtp.url });
  await site.register('ned', 'secret123', 'ned@example.com');
  await site.register('ola', 'secret123', 'ola@example.com');
  token = (await site.login('ned')).token;
});
afterAll(async () => {
  await site.close();
  await smtp.close();
});

const askCode = (email: string, t: string | null = token) =>
  site.call('GET', `/api/get-change-email-code?email=${encodeURIComponent(email)}`, { token: t });
const change = (body: Record<string, string>) =>
  site.call<{ code: number; msg: string; userInfo: { email: string } }>(
    'POST',
    '/api/change-email',
    {
      body,
      token,
    },
  );

describe('changing the e-mail', () => {
  it('mails a code to the new address and moves the account to it', async () => {
    const since = smtp.mails.length;
    expect((await askCode('ned.new@example.com')).body).toMatchObject({ status: 200, data: null });
    const mail = await smtp.waitForMail('ned.new@example.com', since);
    expect(mail.subject).toContain('Confirm your new e-mail');
    const code = codeFromMail(mail);

    const wrongPass = await change({
      password: 'wrong-pass',
      newEmail: 'ned.new@example.com',
      code,
    });
    expect(wrongPass.body).toMatchObject({ status: 400, msg: 'The password is wrong' });
    const r = await change({ password: 'secret123', newEmail: 'ned.new@example.com', code });
    expect(r.body).toMatchObject({
      status: 200,
      data: {
        code: 200,
        msg: 'Email changed successfully',
        userInfo: { email: 'ned.new@example.com' },
      },
    });
    const again = await change({ password: 'secret123', newEmail: 'ned.new@example.com', code });
    expect(again.body.status).toBe(400);
    // The old address is free again: someone can sign up with it.
    expect((await site.register('pia', 'secret123', 'ned@example.com')).body.status).toBe(200);
  });

  it('refuses a taken address, a wrong code, anonymous callers and a quick second mail', async () => {
    expect((await askCode('OLA@example.com')).body).toMatchObject({
      status: 400,
      msg: 'The email already exists',
    });
    expect((await askCode('x@example.com', null)).body).toMatchObject({ status: 401 });
    await askCode('ned.third@example.com');
    const quick = await askCode('ned.third@example.com');
    expect(quick.http).toBe(429);
    const r = await change({
      password: 'secret123',
      newEmail: 'ned.third@example.com',
      code: '000000',
    });
    expect(r.body).toMatchObject({ status: 400, msg: 'The verification code is incorrect' });
    const taken = await change({
      password: 'secret123',
      newEmail: 'ola@example.com',
      code: '000000',
    });
    expect(taken.body).toMatchObject({ status: 400, msg: 'The email already exists' });
  });

  it('lets only one of two accounts racing for one address have it', async () => {
    await site.register('rex', 'secret123', 'rex@example.com');
    const rex = await site.login('rex');
    const sinceA = smtp.mails.length;
    await askCode('prize@example.com');
    const codeNed = codeFromMail(await smtp.waitForMail('prize@example.com', sinceA));
    await site.db.sql`DELETE FROM app.throttles`;
    const sinceB = smtp.mails.length;
    await askCode('prize@example.com', rex.token);
    const codeRex = codeFromMail(await smtp.waitForMail('prize@example.com', sinceB));
    const [a, b] = await Promise.all([
      change({ password: 'secret123', newEmail: 'prize@example.com', code: codeNed }),
      site.call('POST', '/api/change-email', {
        body: { password: 'secret123', newEmail: 'prize@example.com', code: codeRex },
        token: rex.token,
      }),
    ]);
    expect([a.body.status, b.body.status].sort()).toEqual([200, 400]);
    const rows = await site.db
      .sql`SELECT uid FROM read.users WHERE email_lower = 'prize@example.com'`;
    expect(rows).toHaveLength(1);
  });
});
