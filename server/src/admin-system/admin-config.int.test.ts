import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailConfigStream, type Role } from '@oj/events';
import { registerAccount } from '../accounts/register-account.ts';
import { startSmtpCatcher } from '../../test-kit/smtp-catcher.ts';
import { startTestSite, type TestSite } from '../../test-kit/test-site.ts';

/** /api/admin/config/*: the web, mail and database settings of the super admin. */
let site: TestSite;
let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>;
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  site = await startTestSite();
  for (const role of ['root', 'admin', 'problem_admin', 'user'] as const) {
    const username = `${role.replace('_', '')}1`;
    const { position } = await registerAccount(site.deps, {
      username,
      password: 'secret123',
      email: `${username}@example.com`,
      role,
    });
    await site.deps.projections.waitFor(position);
    tokens[role] = (await site.login(username)).token;
  }
});
afterAll(async () => {
  await site.close();
  await catcher.close();
});

const as = <T = unknown>(role: Role | null, method: string, path: string, body?: unknown) =>
  site.call<T>(method, `/api/admin/config/${path}`, {
    token: role ? (tokens[role] ?? null) : null,
    ...(body === undefined ? {} : { body }),
  });

describe('who may use the system config', () => {
  const rootOnly: [string, string, unknown?][] = [
    ['GET', 'get-web-config'],
    ['PUT', 'set-web-config', { name: 'X' }],
    ['GET', 'get-email-config'],
    ['PUT', 'set-email-config', { emailPort: 25 }],
    ['POST', 'test-email', { email: 'a@example.com' }],
    ['GET', 'get-db-and-redis-config'],
    ['PUT', 'set-db-and-redis-config', {}],
  ];
  it.each(rootOnly)(
    '%s %s refuses admins and users, and asks strangers to log in',
    async (method, path, body) => {
      for (const role of ['admin', 'problem_admin', 'user'] as const)
        expect((await as(role, method, path, body)).body).toMatchObject({
          status: 403,
          msg: 'Sorry, you do not have permission for this operation',
        });
      expect((await as(null, method, path, body)).body).toMatchObject({ status: 401 });
    },
  );

  it('shows service and judge information to every admin role, not to users', async () => {
    for (const role of ['root', 'admin', 'problem_admin'] as const) {
      expect((await as(role, 'GET', 'get-service-info')).body.status).toBe(200);
      expect((await as(role, 'GET', 'get-judge-service-info')).body.status).toBe(200);
    }
    expect((await as('user', 'GET', 'get-service-info')).body.status).toBe(403);
    expect((await as('user', 'GET', 'get-judge-service-info')).body.status).toBe(403);
  });
});

describe('web config', () => {
  it('saves a HOJ-shaped body (nulls, numbers and "false" strings) and the site shows it', async () => {
    const r = await as('root', 'PUT', 'set-web-config', {
      baseUrl: 'https://oj.example.com',
      name: 'Test Judge',
      shortName: 'TJ',
      description: null,
      register: 'false',
      recordName: 2024,
      recordUrl: null,
      projectName: 'TJ',
      projectUrl: 'https://github.com/example/tj',
      somethingElse: true,
    });
    expect(r.body).toMatchObject({ status: 200, msg: 'Update successfully' });
    const got = await as<Record<string, unknown>>('root', 'GET', 'get-web-config');
    expect(got.body.data).toMatchObject({
      baseUrl: 'https://oj.example.com',
      name: 'Test Judge',
      shortName: 'TJ',
      register: false,
      recordName: '2024',
    });
    const pub = await site.call<Record<string, unknown>>('GET', '/api/get-website-config');
    expect(pub.body.data).toMatchObject({ shortName: 'TJ', register: false });
    await as('root', 'PUT', 'set-web-config', { register: true });
  });

  it.each([
    [{ baseUrl: 'ftp://oj' }, 'Base URL must start with http:// or https://'],
    [{ shortName: '' }, 'Short name is required'],
    [{ shortName: 'x'.repeat(33) }, 'Short name can be at most 32 characters'],
    [{ register: 'maybe' }, 'Register must be true or false'],
  ])('refuses %j with "%s"', async (body, msg) => {
    expect((await as('root', 'PUT', 'set-web-config', body)).body).toMatchObject({
      status: 400,
      msg,
    });
  });
});

describe('e-mail config', () => {
  it('never answers the password, and the placeholder keeps it', async () => {
    const r = await as('root', 'PUT', 'set-email-config', {
      emailHost: '127.0.0.1',
      emailPort: new URL(catcher.url).port,
      emailUsername: 'mailer@example.com',
      emailPassword: 'hunter22',
      emailSsl: 'false',
      emailBGImg: null,
    });
    expect(r.body).toMatchObject({ status: 200 });
    const got = await as<Record<string, unknown>>('root', 'GET', 'get-email-config');
    expect(got.body.data).toMatchObject({
      emailHost: '127.0.0.1',
      emailPort: Number(new URL(catcher.url).port),
      emailUsername: 'mailer@example.com',
      emailPassword: '******',
      emailSsl: false,
    });
    expect(JSON.stringify(got.body)).not.toContain('hunter22');
    await as('root', 'PUT', 'set-email-config', { emailPassword: '******', emailSender: '' });
    expect((await site.deps.mailer.config()).emailPassword).toBe('hunter22');
    // The event log keeps it sealed: a copy of the log holds no usable password.
    const log = JSON.stringify(await site.deps.store.readStream(emailConfigStream));
    expect(log).not.toContain('hunter22');
    expect(log).toContain('sealed:v1:');
  });

  it('sends the test mail through the saved server, and site mail follows it', async () => {
    const before = catcher.mails.length;
    const r = await as('root', 'POST', 'test-email', { email: 'probe@example.com' });
    expect(r.body).toMatchObject({ status: 200, msg: 'Send successfully' });
    const mail = await catcher.waitForMail('probe@example.com', before);
    expect(mail.subject).toContain('Test mail');
    // It logged in with the saved password, opened from the log.
    expect(catcher.logins.at(-1)).toEqual({ username: 'mailer@example.com', password: 'hunter22' });
    expect(mail.from).toContain('mailer@example.com');
    // The site was started without SMTP_URL: a sign-up code now goes to the saved server too.
    await site.call('GET', '/api/get-register-code?email=newbie@example.com');
    expect((await catcher.waitForMail('newbie@example.com', before)).subject).toContain(
      'Registration code',
    );
  });

  it('answers a clear error when the mail server cannot be reached', async () => {
    await as('root', 'PUT', 'set-email-config', { emailHost: 'no-such-host.invalid' });
    const r = await as('root', 'POST', 'test-email', { email: 'probe@example.com' });
    expect(r.body.status).toBe(400);
    expect(r.body.msg).toMatch(/^Sending the test mail failed: .*no-such-host\.invalid/);
    await as('root', 'PUT', 'set-email-config', { emailHost: '127.0.0.1' });
  });

  it.each([
    [{ emailPort: 70000 }, 'SMTP port must be a number from 1 to 65535'],
    [{ emailPort: 'abc' }, 'SMTP port must be a number from 1 to 65535'],
    [{ emailHost: 'smtp example' }, 'SMTP host must be a host name or an IP address'],
    [{ emailSender: 'nobody' }, 'Sender address must be an e-mail address'],
  ])('refuses %j with "%s"', async (body, msg) => {
    expect((await as('root', 'PUT', 'set-email-config', body)).body).toMatchObject({
      status: 400,
      msg,
    });
  });

  it('refuses a test mail without a valid address', async () => {
    expect((await as('root', 'POST', 'test-email', {})).body).toMatchObject({
      status: 400,
      msg: 'Please enter the e-mail address to send the test mail to',
    });
    expect((await as('root', 'POST', 'test-email', { email: 'nope' })).body).toMatchObject({
      status: 400,
      msg: 'Please enter a valid e-mail address',
    });
  });
});

describe('service, judge and database information', () => {
  it('describes this server process in HOJ shape plus versions and uptime', async () => {
    const r = await as<Record<string, unknown> & { server: Record<string, unknown> }>(
      'admin',
      'GET',
      'get-service-info',
    );
    expect(r.body.data).toMatchObject({
      backupCores: expect.any(Number) as unknown,
      backupPercentCpuLoad: expect.stringMatching(/%$/) as unknown,
      backupPercentMemoryLoad: expect.stringMatching(/%$/) as unknown,
    });
    expect(r.body.data.server).toMatchObject({
      node: process.version,
      pid: process.pid,
      uptimeSeconds: expect.any(Number) as unknown,
      rssBytes: expect.any(Number) as unknown,
    });
  });

  it('lists the judges that reported, with their languages', async () => {
    const { position } = await site.deps.store.append('judge-j1', [
      {
        type: 'JudgeWorkerStarted',
        data: {
          judger: 'j1',
          at: new Date().toISOString(),
          languages: [
            {
              name: 'C++',
              description: 'g++',
              contentType: 'text/x-c++src',
              compileCommand: 'g++',
              template: '',
              available: true,
            },
            {
              name: 'Java',
              description: 'java',
              contentType: 'text/x-java',
              compileCommand: 'javac',
              template: '',
              available: false,
              reason: 'no javac',
            },
          ],
        },
      },
    ]);
    await site.deps.projections.waitFor(position);
    const r = await as<Record<string, unknown>[]>('root', 'GET', 'get-judge-service-info');
    expect(r.body.data).toEqual([
      expect.objectContaining({
        name: 'j1',
        languages: ['C++'],
        unavailable: ['Java'],
        status: 'idle',
      }),
    ]);
  });

  it('describes the database without its password, and refuses to change it here', async () => {
    const r = await as<Record<string, unknown>>('root', 'GET', 'get-db-and-redis-config');
    expect(r.body.data).toMatchObject({
      dbName: expect.any(String) as unknown,
      dbPassword: '******',
      postgresVersion: expect.stringMatching(/^\d+/) as unknown,
      sizeBytes: expect.any(Number) as unknown,
    });
    expect(
      (await as('root', 'PUT', 'set-db-and-redis-config', { dbHost: 'x' })).body,
    ).toMatchObject({
      status: 400,
      msg: 'The database is set by DATABASE_URL when the server starts and cannot be changed here',
    });
  });
});
