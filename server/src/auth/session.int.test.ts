import { afterAll, beforeAll, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { startTestSite, type TestSite } from '../../test-kit/test-site.ts';
import { ensureSuperAdmin } from '../accounts/super-admin.ts';
import { createTokenService, sessionMaxAgeFromEnv } from './tokens.ts';

let clock = Date.now();
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ now: () => clock });
});
afterAll(() => site.close());

it('replaces a token older than 12 hours through the Authorization and Refresh-Token headers', async () => {
  await site.register('tom');
  const { token } = await site.login('tom');
  const fresh = await site.call('GET', '/api/get-user-auth-info', { token });
  expect(fresh.headers.get('refresh-token')).toBeNull();
  clock += 13 * 3600_000;
  const old = await site.call('GET', '/api/get-user-auth-info', { token });
  expect(old.body.status).toBe(200);
  expect(old.headers.get('refresh-token')).toBe('true');
  const renewed = old.headers.get('authorization');
  expect(renewed).toBeTruthy();
  expect(renewed).not.toBe(token);
  clock += 12 * 3600_000;
  expect((await site.call('GET', '/api/get-user-auth-info', { token })).body).toMatchObject({
    status: 401,
    msg: 'Login has expired, please log in again',
  });
  expect((await site.call('GET', '/api/get-user-auth-info', { token: renewed })).body.status).toBe(
    200,
  );
});

it('creates the super admin once from ADMIN_USERNAME / ADMIN_PASSWORD', async () => {
  process.env.ADMIN_USERNAME = 'boss';
  process.env.ADMIN_PASSWORD = 'boss-password';
  const lines: string[] = [];
  try {
    await Promise.all([
      ensureSuperAdmin(site.deps, (l) => lines.push(l)),
      ensureSuperAdmin(site.deps, (l) => lines.push(l)),
    ]);
  } finally {
    delete process.env.ADMIN_USERNAME;
    delete process.env.ADMIN_PASSWORD;
  }
  expect(lines).toHaveLength(1);
  const admin = await site.call<{ roleList: string[] }>('POST', '/api/admin/login', {
    body: { username: 'boss', password: 'boss-password' },
  });
  expect(admin.body.data.roleList).toEqual(['root']);
  const info = await site.call<{ roles: string[]; permissions: string[] }>(
    'GET',
    '/api/get-user-auth-info',
    { token: admin.headers.get('authorization') },
  );
  expect(info.body.data.roles).toEqual(['root']);
  expect(info.body.data.permissions).toContain('user_admin');
});

it('prints a random super admin password when none is given', async () => {
  process.env.ADMIN_USERNAME = 'chief';
  const lines: string[] = [];
  try {
    await ensureSuperAdmin(site.deps, (l) => lines.push(l));
  } finally {
    delete process.env.ADMIN_USERNAME;
  }
  const password = /Password \(shown once\): (\S+)/.exec(lines[0] ?? '')?.[1];
  expect(password).toBeTruthy();
  expect(
    (await site.call('POST', '/api/login', { body: { username: 'chief', password } })).body.status,
  ).toBe(200);
});

const connected = (token: string | null) =>
  new Promise<Socket>((resolve, reject) => {
    const s = connect(site.url, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      forceNew: true,
    });
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });

it('pushes the logout to the sockets of that user only', async () => {
  await site.register('una');
  await site.register('vic');
  const una = await site.login('una');
  const vic = await site.login('vic');
  const mine = await connected(una.token);
  const other = await connected(vic.token);
  const anonymous = await connected(null);
  const got: string[] = [];
  mine.on('user:loggedOut', () => got.push('una'));
  other.on('user:loggedOut', () => got.push('vic'));
  anonymous.on('user:loggedOut', () => got.push('anonymous'));
  await site.call('GET', '/api/logout', { token: una.token });
  // Generous: the push is awaited, not timed (a busy machine can take seconds).
  const end = Date.now() + 60_000;
  while (got.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 200));
  expect(got).toEqual(['una']);
  for (const s of [mine, other, anonymous]) s.close();
});

it('ends a session 30 days after its login, however often its token was refreshed', async () => {
  await site.register('ann');
  let { token } = await site.login('ann');
  const loginAt = clock;
  const maxAge = 30 * 24 * 3600_000;
  // The sliding refresh: a request every 13 hours always gets a fresh token...
  while (clock + 13 * 3600_000 < loginAt + maxAge) {
    clock += 13 * 3600_000;
    const r = await site.call('GET', '/api/get-user-auth-info', { token });
    expect(r.body.status).toBe(200);
    token = r.headers.get('authorization') ?? token;
  }
  // ...but none of them outlives the session's 30 days.
  clock = loginAt + maxAge + 1000;
  expect((await site.call('GET', '/api/get-user-auth-info', { token })).body).toMatchObject({
    status: 401,
    msg: 'Login has expired, please log in again',
  });
  expect((await site.login('ann')).token).toBeTruthy();
});

it('takes the longest session from SESSION_MAX_AGE_DAYS', async () => {
  expect(sessionMaxAgeFromEnv(undefined)).toBe(30 * 86400);
  expect(sessionMaxAgeFromEnv('junk')).toBe(30 * 86400);
  expect(sessionMaxAgeFromEnv('2')).toBe(2 * 86400);
  let now = Date.now();
  const tokens = createTokenService('secret', () => now, sessionMaxAgeFromEnv('2'));
  const first = await tokens.sign('u1', 0);
  const claims = await tokens.verify(first);
  if (typeof claims === 'string') throw new Error(claims);
  now += 36 * 3600_000;
  const second = await tokens.sign('u1', 0, claims.start);
  expect(await tokens.verify(second)).toMatchObject({ uid: 'u1' });
  now += 13 * 3600_000;
  expect(await tokens.verify(second)).toBe('expired');
});
