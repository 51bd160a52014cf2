import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Browser } from 'playwright-core';
import { hojGroup, hojGroupMember, problemDto, type TestSite } from '@oj/server/testing';
import { desktop, inSweep, phone, shot, signedIn, startBrowserSite } from './browser.ts';

let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
// Problem test data lands under DATA_DIR: never the repository's own ./data.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-admin-audit-e2e-'));

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite({ dataDir }));
  const { token } = await site.login('root', 'root-password');
  const asRoot = async (method: string, url: string, body: unknown) => {
    const answer = await site.call(method, url, { token, body });
    expect(answer.body.status, `${method} ${url}: ${answer.body.msg}`).toBe(200);
  };
  await asRoot('POST', '/api/admin/tag', { name: 'greedy', color: null, oj: 'ME', tcid: null });
  await asRoot('POST', '/api/admin/problem', problemDto({ problemId: 'AU1', title: 'Audit' }));
  const [problem] = await site.db.sql<{ pid: number }[]>`SELECT pid FROM read.problems`;
  await asRoot(
    'PUT',
    '/api/admin/problem',
    problemDto({ id: problem!.pid, problemId: 'AU1', title: 'Audit', timeLimit: 3000 }),
  );
  await site.register('carol');
  const [carol] = await site.db.sql<{ uid: string }[]>`
    SELECT uid FROM read.users WHERE username = 'carol'`;
  await asRoot('PUT', '/api/admin/user/edit-user', {
    uid: carol!.uid,
    username: 'carol',
    email: 'carol@example.com',
    type: 1008,
    status: 1,
  });
  // A group admin's decision on a member: dave applies to root's group and is let in.
  await site.register('dave');
  const dave = await site.login('dave');
  await asRoot(
    'POST',
    '/api/group',
    hojGroup({ name: 'Night Team', shortName: 'night', code: 'night1' }),
  );
  const gid = await vi.waitFor(
    async () => {
      const [row] = await site.db.sql<{ id: number }[]>`SELECT id FROM read.groups`;
      if (!row) throw new Error('the group is not in the read model yet');
      return row.id;
    },
    { timeout: 30_000, interval: 50 },
  );
  const applied = await site.call(
    'POST',
    `/api/group/member?gid=${gid}&code=night1&reason=I%20practise%20late`,
    {
      token: dave.token,
    },
  );
  expect(applied.body.status, applied.body.msg).toBe(200);
  await asRoot('PUT', '/api/group/member', hojGroupMember(gid, dave.uid, 3));
});

afterAll(async () => {
  await close?.();
});

it('shows the super admin who changed what, and narrows it to one kind of action', async () => {
  const sweeps = [
    [
      'en-US',
      'desktop',
      'Problem updated',
      'User role or status changed',
      'time limit',
      'Problem admin',
      'tag greedy',
      ['group Night Team', 'Applying', 'Member'],
    ],
    [
      'zh-CN',
      'phone',
      '修改题目',
      '修改用户角色或状态',
      '时间限制',
      '题目管理员',
      '标签 greedy',
      ['团队 Night Team', '申请中', '成员'],
    ],
  ] as const;
  for (const [lang, width, problemEdit, userEdit, timeLimit, problemAdmin, tag, member] of sweeps) {
    if (!inSweep(lang, width)) continue;
    const viewport = width === 'phone' ? phone : desktop;
    const { context, page } = await signedIn(site, browser, {
      username: 'root',
      password: 'root-password',
      viewport,
    });
    await page.goto(`${site.url}/admin/audit?l=${lang}`);
    const visible = (text: string) =>
      page.getByText(text, { exact: true }).filter({ visible: true });
    await visible(problemEdit).first().waitFor();
    await page.getByText(`${timeLimit}:`).filter({ visible: true }).first().waitFor();
    await page.getByText('3000 ms').filter({ visible: true }).first().waitFor();
    // Tags, announcements and trainings are named by their kind and name.
    await visible(tag).first().waitFor();
    // A group admin's decision names the group and the member, and the roles by name.
    for (const text of member) await visible(text).first().waitFor();
    await page.getByRole('link', { name: '@dave' }).filter({ visible: true }).first().waitFor();
    await shot(page, `admin-audit-${lang}-${width}`);

    await page.getByRole('combobox').first().selectOption('UserEditedByAdmin');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/action=UserEditedByAdmin/);
    await expect.poll(() => visible(problemEdit).count()).toBe(0);
    expect(await visible(userEdit).count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'carol' }).filter({ visible: true }).first().waitFor();
    // A user type reads as its name, not HOJ's number.
    await visible(problemAdmin).first().waitFor();
    await shot(page, `admin-audit-${lang}-${width}-filtered`);
    await context.close();
  }
});
