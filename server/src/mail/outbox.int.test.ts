import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@oj/events';
import { registerAccount } from '../accounts/register-account.ts';
import { startTestSite, type TestSite } from '../../test-kit/test-site.ts';

let site: TestSite;
const tokens: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  site = await startTestSite();
  for (const role of ['root', 'admin', 'user'] as const) {
    const username = `${role}1`;
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
afterAll(() => site.close());

interface OutboxPage {
  records: { recipient: string; subject: string; text: string; html: string; createdAt: string }[];
  total: number;
  smtp: boolean;
}
const outbox = (token: string | undefined, query = '') =>
  site.call<OutboxPage>('GET', `/api/admin/mail-outbox${query}`, { token: token ?? null });

describe('the mail outbox (no SMTP_URL)', () => {
  it('keeps the mail a sign-up code would have sent, and the code in it registers', async () => {
    const r = await site.call('GET', '/api/get-register-code?email=zoe@example.com');
    expect(r.body).toMatchObject({ status: 200, data: { email: 'zoe@example.com', expire: 600 } });
    const page = await outbox(tokens.root);
    expect(page.body.data).toMatchObject({ total: 1, smtp: false });
    const mail = page.body.data.records[0]!;
    expect(mail).toMatchObject({ recipient: 'zoe@example.com' });
    expect(mail.subject).toContain('Registration code');
    expect(mail.html).toContain('<h2');
    const code = /^([A-Z0-9]{6})$/m.exec(mail.text)![1]!;
    const reg = await site.call('POST', '/api/register', {
      body: { username: 'zoe', password: 'secret123', email: 'zoe@example.com', code },
    });
    expect(reg.body.status).toBe(200);
  });

  it('pages newest first and filters by recipient', async () => {
    await site.call('GET', '/api/get-register-code?email=yan@example.com');
    const page = await outbox(tokens.root, '?currentPage=1&limit=1');
    expect(page.body.data.records.map((m) => m.recipient)).toEqual(['yan@example.com']);
    expect(page.body.data.total).toBe(2);
    const filtered = await outbox(tokens.root, '?recipient=ZOE');
    expect(filtered.body.data.records.map((m) => m.recipient)).toEqual(['zoe@example.com']);
  });

  it('is for the super admin only', async () => {
    expect((await outbox(tokens.admin)).body).toMatchObject({ status: 403 });
    expect((await outbox(tokens.user)).body).toMatchObject({ status: 403 });
    expect((await outbox(undefined)).body).toMatchObject({ status: 401 });
  });
});
