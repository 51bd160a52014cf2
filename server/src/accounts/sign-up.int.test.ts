import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../../test-kit/test-site.ts';
import { codeFromMail, startSmtpCatcher, type SmtpCatcher } from '../../test-kit/smtp-catcher.ts';

let smtp: SmtpCatcher;
let site: TestSite;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  site = await startTestSite({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await site.close();
  await smtp.close();
});

const askCode = (email: string) =>
  site.call<{ email: string; expire: number }>(
    'GET',
    `/api/get-register-code?email=${encodeURIComponent(email)}`,
  );
const register = (body: Record<string, string>) =>
  site.call('POST', '/api/register', { body: { password: 'secret123', ...body } });

/** Asks for a code and reads it from the mail the SMTP server received. */
const mailedCode = async (email: string) => {
  const since = smtp.mails.length;
  const r = await askCode(email);
  expect(r.body).toMatchObject({ status: 200, data: { email, expire: 600 } });
  return codeFromMail(await smtp.waitForMail(email, since));
};

describe('sign-up with an e-mailed code', () => {
  it('mails a 6-character code through SMTP and registers with it; the account logs in', async () => {
    const code = await mailedCode('ann@example.com');
    const mail = smtp.mails.at(-1)!;
    expect(mail.subject).toContain('Registration code');
    expect(mail.from).toContain('Online Judge');
    expect(mail.text).toContain('注册验证码');
    expect(mail.html).toContain(code);
    const r = await register({ username: 'ann', email: 'ann@example.com', code });
    expect(r.body).toEqual({ status: 200, msg: 'Thanks for registering!', data: null });
    expect((await site.login('ann')).token).toBeTruthy();
  });

  it('accepts the code whatever its case, once only', async () => {
    const code = await mailedCode('bea@example.com');
    const first = await register({
      username: 'bea',
      email: 'bea@example.com',
      code: code.toLowerCase(),
    });
    expect(first.body.status).toBe(200);
    const again = await register({ username: 'bea2', email: 'bea@example.com', code });
    // The address is now taken; the code is gone as well.
    expect(again.body).toMatchObject({ status: 400, msg: 'The email already exists' });
    await site.db.sql`DELETE FROM app.throttles`;
    const code2 = await mailedCode('bea-other@example.com');
    expect(
      (await register({ username: 'bea3', email: 'bea-other@example.com', code: code2 })).body
        .status,
    ).toBe(200);
    const reused = await register({
      username: 'bea4',
      email: 'bea-other@example.com',
      code: code2,
    });
    expect(reused.body.status).toBe(400);
  });

  it('refuses a wrong code, then an expired one, with clear messages', async () => {
    const code = await mailedCode('cid@example.com');
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const r = await register({ username: 'cid', email: 'cid@example.com', code: wrong });
    expect(r.body).toEqual({ status: 400, msg: 'The verification code is incorrect', data: null });
    await site.db
      .sql`UPDATE app.email_codes SET expires_at = clock_timestamp() - interval '1 second'`;
    const late = await register({ username: 'cid', email: 'cid@example.com', code });
    expect(late.body).toEqual({
      status: 400,
      msg: 'The verification code does not exist or has expired, please get a new one',
      data: null,
    });
  });

  it('forgets a code after five wrong guesses', async () => {
    await site.db.sql`DELETE FROM app.throttles`;
    const code = await mailedCode('dan@example.com');
    for (let i = 0; i < 5; i++)
      await register({
        username: 'dan',
        email: 'dan@example.com',
        code: code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA',
      });
    const r = await register({ username: 'dan', email: 'dan@example.com', code });
    expect(r.body.msg).toBe(
      'The verification code does not exist or has expired, please get a new one',
    );
  });

  it('sends at most one code per address per 60 s (429 with the seconds left)', async () => {
    await mailedCode('eli@example.com');
    const again = await askCode('ELI@example.com');
    expect(again.http).toBe(429);
    expect(again.body.msg).toMatch(
      /^The e-mail was sent recently, please try again in (59|60) seconds$/,
    );
    await site.db.sql`UPDATE app.throttles SET last_at = last_at - interval '61 seconds'`;
    expect((await askCode('eli@example.com')).body.status).toBe(200);
  });

  it('refuses a code for a bad or taken address and a code of the wrong length', async () => {
    expect((await askCode('not-an-email')).body).toMatchObject({
      status: 400,
      msg: 'The email format is incorrect',
    });
    expect((await askCode('ANN@example.com')).body).toMatchObject({
      status: 400,
      msg: 'The email already exists',
    });
    const missing = await register({ username: 'fay', email: 'fay@example.com' });
    expect(missing.body.msg).toBe('Code is required');
    const short = await register({ username: 'fay', email: 'fay@example.com', code: '123' });
    expect(short.body.msg).toBe('The verification code must be 6 characters');
  });

  it('refuses a taken username and e-mail before using the code', async () => {
    const code = await mailedCode('gus@example.com');
    const taken = await register({ username: 'ANN', email: 'gus@example.com', code });
    expect(taken.body).toMatchObject({ status: 400, msg: 'The username already exists' });
    // The code survived the refusal.
    expect((await register({ username: 'gus', email: 'gus@example.com', code })).body.status).toBe(
      200,
    );
  });

  it('lets one of two racing sign-ups for the same e-mail through', async () => {
    const [a, b] = await Promise.all([
      site.register('hal1', 'secret123', 'hal@example.com'),
      site.register('hal2', 'secret123', 'hal@example.com'),
    ]);
    const statuses = [a.body.status, b.body.status].sort();
    expect(statuses).toEqual([200, 400]);
    const rows = await site.db
      .sql`SELECT username FROM read.users WHERE email_lower = 'hal@example.com'`;
    expect(rows).toHaveLength(1);
  });

  it('mails no code while the administrator has closed sign-up', async () => {
    await site.deps.store.append('config-website', [
      { type: 'WebsiteConfigUpdated', data: { changes: { register: false }, by: 'test' } },
    ]);
    await site.deps.projections.waitFor(await site.deps.store.headPosition());
    const since = smtp.mails.length;
    expect((await askCode('ivy@example.com')).body).toMatchObject({
      status: 403,
      msg: 'Sorry! The administrator has not enabled the registration function',
    });
    expect(smtp.mails.length).toBe(since);
  });
});
