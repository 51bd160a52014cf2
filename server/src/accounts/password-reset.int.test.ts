import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../../test-kit/test-site.ts';
import { linkFromMail, startSmtpCatcher, type SmtpCatcher } from '../../test-kit/smtp-catcher.ts';

let smtp: SmtpCatcher;
let site: TestSite;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  site = await startTestSite({ smtpUrl: smtp.url });
  await site.register('kim', 'old-pass1', 'kim@example.com');
  await site.register('lou', 'old-pass1', 'lou@example.com');
});
afterAll(async () => {
  await site.close();
  await smtp.close();
});

/** A captcha and its answer, read the way a person reads the image. */
const captcha = async () => {
  const r = await site.call<{ img: string; captchaKey: string }>('GET', '/api/captcha');
  expect(r.body.data.img).toMatch(/^data:image\/svg\+xml;base64,/);
  const [row] = await site.db.sql<{ answer: string }[]>`
    SELECT answer FROM app.captchas WHERE id = ${r.body.data.captchaKey}`;
  return { captchaKey: r.body.data.captchaKey, captcha: row!.answer };
};
const apply = (body: Record<string, string>) =>
  site.call('POST', '/api/apply-reset-password', { body });
const reset = (body: Record<string, string>) => site.call('POST', '/api/reset-password', { body });

describe('password reset', () => {
  it('mails a link that sets a new password once and ends the old sessions', async () => {
    const old = await site.login('kim', 'old-pass1');
    const since = smtp.mails.length;
    const c = await captcha();
    const r = await apply({ email: 'KIM@example.com', ...c, captcha: c.captcha.toUpperCase() });
    expect(r.body).toMatchObject({ status: 200 });
    const mail = await smtp.waitForMail('kim@example.com', since);
    expect(mail.subject).toContain('Reset your password');
    const link = linkFromMail(mail);
    expect(link.origin).toBe(site.url);
    expect(link.pathname).toBe('/reset-password');
    const username = link.searchParams.get('username')!;
    const code = link.searchParams.get('code')!;
    expect(username).toBe('kim');

    const wrong = await reset({
      username,
      password: 'new-pass1',
      code: code.replace(/.$/, '0') === code ? code.replace(/.$/, '1') : code.replace(/.$/, '0'),
    });
    expect(wrong.body).toEqual({ status: 400, msg: 'The reset code is incorrect', data: null });
    const done = await reset({ username, password: 'new-pass1', code });
    expect(done.body).toMatchObject({ status: 200, msg: 'Password reset successfully' });
    const again = await reset({ username, password: 'other-pass1', code });
    expect(again.body.msg).toBe(
      'The reset link does not exist or has expired, please request a new one',
    );

    const after = await site.call('GET', '/api/get-user-auth-info', { token: old.token });
    expect(after.http).toBe(401);
    await expect(site.login('kim', 'old-pass1')).rejects.toThrow();
    expect((await site.login('kim', 'new-pass1')).token).toBeTruthy();
  });

  it('refuses an expired link with the same message', async () => {
    await site.db.sql`DELETE FROM app.throttles`;
    const since = smtp.mails.length;
    await apply({ email: 'lou@example.com', ...(await captcha()) });
    const code = linkFromMail(await smtp.waitForMail('lou@example.com', since)).searchParams.get(
      'code',
    )!;
    await site.db
      .sql`UPDATE app.email_codes SET expires_at = clock_timestamp() - interval '1 second'`;
    const r = await reset({ username: 'lou', password: 'new-pass1', code });
    expect(r.body).toEqual({
      status: 400,
      msg: 'The reset link does not exist or has expired, please request a new one',
      data: null,
    });
  });

  it('refuses a wrong, reused or unknown captcha and an unknown address', async () => {
    const c = await captcha();
    const wrong = await apply({
      email: 'lou@example.com',
      captchaKey: c.captchaKey,
      captcha: 'zzzz',
    });
    expect(wrong.body).toEqual({ status: 400, msg: 'The captcha is incorrect', data: null });
    // One guess per image: the right answer no longer works either.
    expect((await apply({ email: 'lou@example.com', ...c })).body.msg).toBe(
      'The captcha is incorrect',
    );
    expect(
      (await apply({ email: 'lou@example.com', captchaKey: 'nope', captcha: 'abcd' })).body.msg,
    ).toBe('The captcha is incorrect');
    const unknown = await apply({ email: 'nobody@example.com', ...(await captcha()) });
    expect(unknown.body).toMatchObject({ status: 400, msg: 'The email does not exist' });
    const long = await apply({ email: 'lou@example.com', captchaKey: 'k', captcha: '123456789' });
    expect(long.body.msg).toBe('The captcha can be at most 8 characters');
  });

  it('mails at most one reset per address per 90 s (429 with the seconds left)', async () => {
    await site.db.sql`DELETE FROM app.throttles`;
    expect((await apply({ email: 'lou@example.com', ...(await captcha()) })).body.status).toBe(200);
    const again = await apply({ email: 'lou@example.com', ...(await captcha()) });
    expect(again.http).toBe(429);
    expect(again.body.msg).toMatch(
      /^The e-mail was sent recently, please try again in (89|90) seconds$/,
    );
    await site.db.sql`UPDATE app.throttles SET last_at = last_at - interval '91 seconds'`;
    expect((await apply({ email: 'lou@example.com', ...(await captcha()) })).body.status).toBe(200);
  });

  it('refuses a reset for an unknown user and a password out of range', async () => {
    expect((await reset({ username: 'ghost', password: 'new-pass1', code: 'x' })).body.msg).toBe(
      'The username does not exist',
    );
    expect((await reset({ username: 'lou', password: '123', code: 'x' })).body.msg).toBe(
      'The password must be between 6 and 20 characters',
    );
  });
});
