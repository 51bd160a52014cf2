import http from 'node:http';
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
/** A POST with a forged `Host` (fetch will not send one). */
const forgedHostPost = (path: string, body: unknown) =>
  new Promise<unknown>((resolve, reject) => {
    const target = new URL(site.url);
    const payload = JSON.stringify(body);
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path,
        method: 'POST',
        headers: {
          Host: 'evil.example',
          'X-Forwarded-Host': 'evil.example',
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve(JSON.parse(text)));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
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

  it('refuses a wrong, reused or unknown captcha', async () => {
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
    const long = await apply({ email: 'lou@example.com', captchaKey: 'k', captcha: '123456789' });
    expect(long.body.msg).toBe('The captcha can be at most 8 characters');
  });

  it('mails at most one reset per address per 90 s (429 with the seconds left)', async () => {
    await site.db.sql`DELETE FROM app.throttles`;
    expect((await apply({ email: 'lou@example.com', ...(await captcha()) })).body.status).toBe(200);
    const again = await apply({ email: 'lou@example.com', ...(await captcha()) });
    expect(again.http).toBe(429);
    // The seconds left: at most 90, and most of them (a busy machine may take a few).
    const left = Number(
      /^The e-mail was sent recently, please try again in (\d+) seconds$/.exec(again.body.msg)?.[1],
    );
    expect(left).toBeLessThanOrEqual(90);
    expect(left).toBeGreaterThan(60);
    await site.db.sql`UPDATE app.throttles SET last_at = last_at - interval '91 seconds'`;
    expect((await apply({ email: 'lou@example.com', ...(await captcha()) })).body.status).toBe(200);
  });

  it('answers an unknown address like a known one: same message, same cooldown, no mail', async () => {
    await site.db.sql`DELETE FROM app.throttles`;
    const since = smtp.mails.length;
    const known = await apply({ email: 'lou@example.com', ...(await captcha()) });
    const unknown = await apply({ email: 'nobody@example.com', ...(await captcha()) });
    expect(unknown.http).toBe(known.http);
    expect(unknown.body).toEqual(known.body);
    const [knownAgain, unknownAgain] = [
      await apply({ email: 'lou@example.com', ...(await captcha()) }),
      await apply({ email: 'NOBODY@example.com', ...(await captcha()) }),
    ];
    expect(knownAgain.http).toBe(429);
    expect(unknownAgain.http).toBe(429);
    expect(unknownAgain.body.msg.replace(/\d+/, 'N')).toBe(knownAgain.body.msg.replace(/\d+/, 'N'));
    await smtp.waitForMail('lou@example.com', since);
    expect(smtp.mails.slice(since).map((m) => m.to)).not.toContain('nobody@example.com');
  });

  it('never builds the link from the request: a forged Host still mails the site address', async () => {
    await site.db.sql`DELETE FROM app.throttles`;
    const since = smtp.mails.length;
    const c = await captcha();
    const answer = await forgedHostPost('/api/apply-reset-password', {
      email: 'kim@example.com',
      ...c,
    });
    expect(answer).toMatchObject({ status: 200 });
    const link = linkFromMail(await smtp.waitForMail('kim@example.com', since));
    expect(link.origin).toBe(site.url);
    expect(link.host).not.toContain('evil.example');
  });

  it('uses the base URL an admin saved in the website config', async () => {
    await site.db.sql`DELETE FROM app.throttles`;
    const r = await site.deps.store.append('config-website', [
      {
        type: 'WebsiteConfigUpdated',
        data: { changes: { baseUrl: 'https://oj.example.org/' }, by: 'test' },
        metadata: {},
      },
    ]);
    await site.deps.projections.waitFor(r.position);
    try {
      const since = smtp.mails.length;
      await apply({ email: 'kim@example.com', ...(await captcha()) });
      const link = linkFromMail(await smtp.waitForMail('kim@example.com', since));
      expect(link.origin).toBe('https://oj.example.org');
    } finally {
      await site.db.sql`DELETE FROM read.website_config`;
    }
  });

  it('refuses a reset link it cannot build safely, before any code is issued', async () => {
    const bare = await startTestSite({ smtpUrl: smtp.url, defaultBaseUrl: null });
    try {
      await bare.register('max', 'old-pass1', 'max@example.com');
      const r = await bare.call('GET', '/api/captcha');
      const { captchaKey } = r.body.data as { captchaKey: string };
      const [row] = await bare.db.sql<{ answer: string }[]>`
        SELECT answer FROM app.captchas WHERE id = ${captchaKey}`;
      const refused = await bare.call('POST', '/api/apply-reset-password', {
        body: { email: 'max@example.com', captchaKey, captcha: row!.answer },
        headers: { 'X-Forwarded-Host': 'evil.example' },
      });
      expect(refused.http).toBe(500);
      expect(refused.body.msg).toBe(
        "The site's address is not configured, so no link can be mailed; please tell the administrator",
      );
      expect(await bare.db.sql`SELECT 1 FROM app.email_codes`).toHaveLength(0);
      expect(smtp.mails.map((m) => m.to)).not.toContain('max@example.com');
    } finally {
      await bare.close();
    }
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
