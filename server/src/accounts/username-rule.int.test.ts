import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStream } from '@oj/events';
import { hashPassword } from '../auth/password.ts';
import { codeFromMail, startSmtpCatcher, type SmtpCatcher } from '../../test-kit/smtp-catcher.ts';
import { startTestSite, type TestSite } from '../../test-kit/test-site.ts';
import { registerAccount } from './register-account.ts';
import { ensureSuperAdmin } from './super-admin.ts';

let smtp: SmtpCatcher;
let site: TestSite;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  site = await startTestSite({ smtpUrl: smtp.url });
  expect((await site.register('root')).body.status).toBe(200);
});
afterAll(async () => {
  await site.close();
  await smtp.close();
});

const charsMsg =
  'The username may only contain letters A-Z and a-z, digits 0-9, underscores (_), hyphens (-) and dots (.)';
const takenMsg = 'The username already exists';

let mailbox = 0;
/** Signs up through the API with a code read from the mail the SMTP server received. */
const signUp = async (username: string) => {
  const email = `person${++mailbox}@example.com`;
  const since = smtp.mails.length;
  const asked = await site.call('GET', `/api/get-register-code?email=${email}`);
  expect(asked.body.status).toBe(200);
  const code = codeFromMail(await smtp.waitForMail(email, since));
  return (
    await site.call('POST', '/api/register', {
      body: { username, password: 'secret123', email, code },
    })
  ).body;
};

/**
 * An account made before the username rule, as registration made it then: the name reserved
 * under its plain lower case, then the account.
 */
const legacyAccount = async (username: string) => {
  const uid = randomUUID().replaceAll('-', '');
  await site.deps.store.append(`username-${username.toLowerCase()}`, [
    { type: 'ValueReserved', data: { value: username, ownerId: uid } },
  ]);
  const { position } = await site.deps.store.append(userStream(uid), [
    {
      type: 'UserRegistered',
      data: {
        uid,
        username,
        email: `${uid}@example.com`,
        passwordHash: await hashPassword('secret123'),
        role: 'user',
        roleId: 1002,
        registeredAt: new Date().toISOString(),
      },
    },
  ]);
  await site.deps.projections.waitFor(position);
};

describe('usernames of new accounts', () => {
  it('refuses lookalikes of an existing name: invisible characters, other scripts, case', async () => {
    for (const name of ['root\u200b', '\u200droot', 'r\u043e\u043et', 'R\u039f\u039fT'])
      expect(await signUp(name)).toEqual({ status: 400, msg: charsMsg, data: null });
    for (const name of ['ROOT', 'Root'])
      expect(await signUp(name)).toEqual({ status: 400, msg: takenMsg, data: null });
    const check = await site.call('POST', '/api/check-username-or-email', {
      body: { username: 'rOOt' },
    });
    expect(check.body.data).toEqual({ username: true, email: false });
  });

  it('refuses a space, an emoji, another script and more than 20 characters', async () => {
    for (const name of ['new user', 'cool\u{1f600}', '\u5f20\u4e09', 'caf\u00e9'])
      expect(await signUp(name)).toMatchObject({ status: 400, msg: charsMsg });
    expect(await signUp('a'.repeat(21))).toMatchObject({
      status: 400,
      msg: 'The username can be up to 20 characters long',
    });
  });

  it('registers a plain new name of letters, digits, _ - and . which then logs in', async () => {
    expect(await signUp('New_user-1.x')).toEqual({
      status: 200,
      msg: 'Thanks for registering!',
      data: null,
    });
    expect((await site.login('new_user-1.x')).token).toBeTruthy();
    expect((await site.login('root')).token).toBeTruthy();
  });

  it('keeps accounts made before the rule: they log in, and lookalikes of them stay refused', async () => {
    await legacyAccount('\u0430dmin');
    expect((await site.login('\u0430dmin')).token).toBeTruthy();
    expect(await signUp('admin')).toEqual({ status: 400, msg: takenMsg, data: null });
    const asLatin = await site.call('POST', '/api/login', {
      body: { username: 'admin', password: 'secret123' },
    });
    expect(asLatin.body.msg).toBe('The username or password is wrong');
  });

  it('holds user imports, generated accounts and the first super admin to the same rule', async () => {
    const { position } = await registerAccount(site.deps, {
      username: 'useradmin',
      password: 'secret123',
      email: 'useradmin@example.com',
      role: 'admin',
    });
    await site.deps.projections.waitFor(position);
    const token = (await site.login('useradmin')).token;
    const imported = await site.call('POST', '/api/admin/user/insert-batch-user', {
      token,
      body: {
        users: [
          ['pupil1', 'secret123'],
          ['r\u043e\u043et2', 'secret123'],
        ],
      },
    });
    expect(imported.body.msg).toBe(`Row 2: ${charsMsg}`);
    const generated = await site.call('POST', '/api/admin/user/generate-user', {
      token,
      body: { prefix: 't\u00ebam', suffix: '', number_from: 1, number_to: 2, password_length: 8 },
    });
    expect(generated.body).toMatchObject({ status: 400, msg: charsMsg });
    await expect(
      registerAccount(site.deps, {
        username: 'ROOT',
        password: 'secret123',
        email: 'other-root@example.com',
        role: 'user',
      }),
    ).rejects.toThrow(takenMsg);
    process.env.ADMIN_USERNAME = 'chief\u200b';
    try {
      await expect(ensureSuperAdmin(site.deps, () => {})).rejects.toThrow(charsMsg);
    } finally {
      delete process.env.ADMIN_USERNAME;
    }
  });
});
