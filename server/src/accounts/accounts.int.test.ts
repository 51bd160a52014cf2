import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../../test-kit/test-site.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

describe('sign-in core', () => {
  it('registers, logs in with the token in the Authorization header, and reports roles', async () => {
    const reg = await site.register('alice');
    expect(reg.body).toMatchObject({ status: 200, data: null });
    const login = await site.call<{ username: string; roleList: string[] }>('POST', '/api/login', {
      body: { username: 'Alice', password: 'secret123' },
    });
    expect(login.http).toBe(200);
    expect(login.body.data).toMatchObject({ username: 'alice', roleList: ['user'] });
    const token = login.headers.get('authorization');
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(login.headers.get('access-control-expose-headers')).toContain('Refresh-Token');
    const info = await site.call('GET', '/api/get-user-auth-info', { token });
    expect(info.body).toEqual({
      status: 200,
      msg: 'success',
      data: { roles: ['user'], permissions: [] },
    });
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    for (const body of [
      { username: 'alice', password: 'wrong-pass' },
      { username: 'nobody', password: 'secret123' },
    ]) {
      const r = await site.call('POST', '/api/login', { body });
      expect(r.http).toBe(400);
      expect(r.body).toEqual({ status: 400, msg: 'The username or password is wrong', data: null });
    }
  });

  it('asks for login without a token and after logout ends every session of the user', async () => {
    expect((await site.call('GET', '/api/get-user-auth-info')).body).toMatchObject({
      status: 401,
      msg: 'Please login first',
    });
    await site.register('bob');
    const a = await site.login('bob');
    const b = await site.login('bob');
    expect((await site.call('GET', '/api/logout', { token: a.token })).body.status).toBe(200);
    const after = await site.call('GET', '/api/get-user-auth-info', { token: b.token });
    expect(after.http).toBe(401);
    expect(after.body.msg).toBe('Login has expired, please log in again');
    const again = await site.login('bob');
    expect(
      (await site.call('GET', '/api/get-user-auth-info', { token: again.token })).body.status,
    ).toBe(200);
  });

  it('rejects a forged token', async () => {
    const r = await site.call('GET', '/api/get-user-auth-info', {
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad',
    });
    expect(r.http).toBe(401);
  });

  it('keeps the admin login for admin roles', async () => {
    await site.register('carol');
    const r = await site.call('POST', '/api/admin/login', {
      body: { username: 'carol', password: 'secret123' },
    });
    expect(r.body).toMatchObject({ status: 403 });
  });
});

describe('bad input', () => {
  const cases: [string, unknown, string][] = [
    ['missing username', { password: 'secret123', email: 'x@example.com' }, 'Username is required'],
    [
      'blank username',
      { username: '   ', password: 'secret123', email: 'x@example.com' },
      'Username is required',
    ],
    [
      // A number would be taken as text, as HOJ's Jackson takes it; a list never is.
      'list as username',
      { username: [42], password: 'secret123', email: 'x@example.com' },
      'Username must be a string',
    ],
    [
      'long username',
      { username: 'a'.repeat(21), password: 'secret123', email: 'x@example.com' },
      'The username can be up to 20 characters long',
    ],
    [
      'short password',
      { username: 'dave', password: '123', email: 'x@example.com' },
      'The password must be between 6 and 20 characters',
    ],
    [
      'long password',
      { username: 'dave', password: 'p'.repeat(21), email: 'x@example.com' },
      'The password must be between 6 and 20 characters',
    ],
    [
      'bad e-mail',
      { username: 'dave', password: 'secret123', email: 'not-an-email' },
      'The email format is incorrect',
    ],
    ['missing e-mail', { username: 'dave', password: 'secret123' }, 'Email is required'],
  ];
  it.each(cases)('register with %s answers 400 with a clear message', async (_name, body, msg) => {
    const r = await site.call('POST', '/api/register', { body });
    expect(r.http).toBe(400);
    expect(r.body).toEqual({ status: 400, msg, data: null });
  });

  it('answers the envelope for malformed JSON, oversize bodies and unknown paths', async () => {
    const bad = await site.call('POST', '/api/login', { rawBody: '{"username":' });
    expect(bad.body).toMatchObject({ status: 400, msg: 'Request body is not valid JSON' });
    const big = await site.call('POST', '/api/login', {
      body: { username: 'x', password: 'y'.repeat(600_000) },
    });
    expect(big.http).toBe(413);
    expect(big.body).toMatchObject({ status: 413, msg: 'Request body is too large' });
    const missing = await site.call('GET', '/api/no-such-thing');
    expect(missing.body).toMatchObject({ status: 404 });
  });

  it('lets exactly one of ten concurrent registrations of one username through, and loses nothing', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        site.register(i % 2 ? 'Racer' : 'racer', 'secret123', `racer${i}@example.com`),
      ),
    );
    const okCount = answers.filter((a) => a.body.status === 200).length;
    expect(okCount).toBe(1);
    for (const a of answers.filter((x) => x.body.status !== 200))
      expect(a.body).toEqual({ status: 400, msg: 'The username already exists', data: null });
    const rows = await site.db.sql`SELECT email FROM read.users WHERE username_lower = 'racer'`;
    expect(rows).toHaveLength(1);
    // The losers' e-mails were released: each can still register under another name.
    const loserIndex = answers.findIndex((a) => a.body.status !== 200);
    expect(
      (await site.register('racer2', 'secret123', `racer${loserIndex}@example.com`)).body.status,
    ).toBe(200);
  });

  it('refuses a duplicate e-mail under a different username', async () => {
    const r = await site.register('eve', 'secret123', 'ALICE@example.com');
    expect(r.body).toEqual({ status: 400, msg: 'The email already exists', data: null });
  });
});
