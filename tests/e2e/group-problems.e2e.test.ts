import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestSite } from '@oj/server/testing';
import { startTestJudge } from '@oj/judge/testing';
import {
  desktop,
  phone,
  settled,
  shot,
  signedIn as signedInAs,
  startBrowserSite,
  inSweep,
  typeCode,
} from './browser.ts';

/**
 * Group problems in a real browser with a real judge: the group's owner creates a problem with
 * samples and a test data zip through the form, a member opens it from the group's problem
 * tab and is judged Accepted, a non-member is refused; the owner applies to make it public and
 * the super admin approves it. Then the pages at both widths in both languages.
 */
let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
let judge: Awaited<ReturnType<typeof startTestJudge>> | undefined;
let rootToken: string;
const contexts: BrowserContext[] = [];
let gid = 0;
const shortName = 'algo1';
const problemId = `${shortName}1001`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-group-problems-e2e-'));
const solution =
  '#include <stdio.h>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);return 0;}';

const call = async <T = unknown>(token: string, method: string, url: string, body?: unknown) => {
  const answer = await site.call<T>(method, url, {
    token,
    ...(body === undefined ? {} : { body }),
  });
  expect(answer.body.status, `${method} ${url}: ${answer.body.msg}`).toBe(200);
  return answer.body.data;
};

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite({ dataDir }));
  rootToken = (await site.login('root', 'root-password')).token;
  const users: Record<string, { uid: string; token: string }> = {};
  for (const name of ['teacher', 'student', 'outsider']) {
    await site.register(name);
    users[name] = await site.login(name);
  }
  await call(rootToken, 'PUT', '/api/admin/switch/update', {
    defaultCreateGroupACInitValue: 0,
    defaultSubmitInterval: 0,
  });
  await call(users.teacher!.token, 'POST', '/api/group', {
    name: 'Algorithm Class',
    shortName,
    brief: 'Problems for the class',
    description: 'The class',
    auth: 3,
    code: 'abc123',
  });
  const [g] = await site.db.sql<{ id: number }[]>`
    SELECT id FROM read.groups WHERE short_name = ${shortName}`;
  gid = Number(g!.id);
  await call(
    users.student!.token,
    'POST',
    `/api/group/member?gid=${gid}&code=abc123&reason=let%20me%20in`,
  );
  await call(users.teacher!.token, 'PUT', '/api/group/member', {
    gid: String(gid),
    uid: users.student!.uid,
    auth: 3,
  });
  judge = await startTestJudge({ sql: site.db.sql, store: site.deps.store, name: 'group-e2e' });
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await judge?.stop();
  await close?.();
});

const signedIn = async (username: string, viewport = desktop, password?: string) =>
  (
    await signedInAs(site, browser, {
      username,
      viewport,
      contexts,
      ...(password ? { password } : {}),
    })
  ).page;

const look = async (page: Page, name: string) => {
  await settled(page);
  await shot(page, name);
};

/** Replaces a CodeMirror editor's content the way a user would. */

const caseZip = () =>
  Buffer.from(
    zipSync({
      '1.in': strToU8('1 2\n'),
      '1.out': strToU8('3\n'),
      '2.in': strToU8('40 2\n'),
      '2.out': strToU8('42\n'),
    }),
  );

describe('group problems', () => {
  it("lets the group's owner create a problem with samples and a test data zip", async () => {
    const page = await signedIn('teacher');
    await page.goto(`${site.url}/group/${gid}/problem?l=en-US`);
    await page.getByRole('tab', { name: 'Problems', selected: true }).waitFor();
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await page.waitForURL(new RegExp(`/group/${gid}/problem/create$`));
    // The short name stands before the display id; the server adds it on save.
    await page.getByText(shortName.toUpperCase(), { exact: true }).waitFor();
    await page.getByLabel('Display id', { exact: true }).fill('1001');
    await page.getByLabel('Title', { exact: true }).fill('Class sum');
    await page.getByLabel('Description', { exact: true }).fill('Print the sum of $a$ and $b$.');
    await page.getByLabel('Input description').fill('Two integers.');
    await page.getByLabel('Output description').fill('Their sum.');
    await page.getByLabel('Input of sample 1').fill('1 2');
    await page.getByLabel('Output of sample 1').fill('3');
    await page.getByLabel('Choose a zip file').setInputFiles({
      name: 'cases.zip',
      mimeType: 'application/zip',
      buffer: caseZip(),
    });
    await page.getByRole('list', { name: 'Test cases' }).getByText('2.in → 2.out').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await look(page, 'group-problems-form-en-US-desktop');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/group/problem') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const body = (await (await saved).request().postDataJSON()) as {
      problem: { problemId: string; gid: number };
      uploadTestcaseDir: string;
    };
    expect(body.problem).toMatchObject({ problemId: '1001', gid });
    expect(body.uploadTestcaseDir).not.toBe('');
    await page.waitForURL(new RegExp(`/group/${gid}/problem/admin$`));
    const table = page.getByRole('table');
    await table.getByText(problemId, { exact: true }).waitFor();
    await table.getByText('Class sum', { exact: true }).waitFor();
    await look(page, 'group-problems-admin-en-US-desktop');
  });

  it('lets a member open it from the problem tab and be judged Accepted', async () => {
    const page = await signedIn('student');
    await page.goto(`${site.url}/group/${gid}/problem?l=en-US`);
    await page.getByRole('tab', { name: 'Problems', selected: true }).waitFor();
    // A member has no admin buttons.
    expect(await page.getByRole('link', { name: 'Problem Admin' }).count()).toBe(0);
    await page.getByRole('table').getByText('Class sum').click();
    await page.waitForURL(new RegExp(`/group/${gid}/problem/${problemId}$`));
    await page.getByText('Two integers.').first().waitFor();
    await typeCode(page, solution);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Accepted', { exact: true }).filter({ visible: true }).first().waitFor();
    await look(page, 'group-problems-accepted-en-US-desktop');
    await page.goto(`${site.url}/group/${gid}/problem?l=en-US`);
    await page.getByRole('table').getByRole('img', { name: 'Solved' }).waitFor();
  });

  it('refuses a non-member, in the group and on the full-screen page', async () => {
    const page = await signedIn('outsider');
    await page.goto(`${site.url}/group/${gid}/problem/${problemId}?l=en-US`);
    // The group's tabs are closed to a non-member: back to the group's home.
    await page.waitForURL(new RegExp(`/group/${gid}$`));
    await page.goto(`${site.url}/group/${gid}/problem/${problemId}/full-screen?l=en-US`);
    await page.getByText('Sorry, you are not a member of the group of this problem').waitFor();
    expect(await page.getByText('Two integers.').count()).toBe(0);
    await page.goto(`${site.url}/problem/${problemId}?l=en-US`);
    await page.getByText('The problem does not exist').first().waitFor();
  });

  it('applies to make it public, and the super admin approves it', async () => {
    const page = await signedIn('teacher');
    await page.goto(`${site.url}/group/${gid}/problem/admin?l=en-US`);
    await page.getByRole('button', { name: 'Apply public: Class sum' }).click();
    await page.getByRole('button', { name: 'Applying: Class sum' }).waitFor();
    const admin = await signedIn('root', desktop, 'root-password');
    await admin.goto(`${site.url}/admin/group-problem/apply?l=en-US`);
    await admin.getByRole('table').getByText('Algorithm Class').waitFor();
    await look(admin, 'group-problems-apply-en-US-desktop');
    await admin.getByRole('button', { name: 'Approve' }).filter({ visible: true }).click();
    await admin.getByRole('table').getByText('Public', { exact: true }).waitFor();
    const list = await site.call<{ records: { problemId: string }[] }>(
      'GET',
      '/api/get-problem-list?limit=50',
    );
    expect(list.body.data.records.map((r) => r.problemId)).toContain(problemId);
  });

  it('shows the list, admin table, form and problem at 1440 and 375 px in both languages', async () => {
    const [row] = await site.db.sql<{ pid: number }[]>`
      SELECT pid FROM read.problems WHERE problem_id = ${problemId}`;
    const pid = Number(row!.pid);
    for (const lang of ['en-US', 'zh-CN'] as const)
      for (const [size, viewport] of [
        ['desktop', desktop],
        ['phone', phone],
      ] as const) {
        if (!inSweep(lang, size)) continue;
        const member = await signedIn('student', viewport);
        await member.goto(`${site.url}/group/${gid}/problem?l=${lang}`);
        await member.getByText('Class sum').filter({ visible: true }).first().waitFor();
        await look(member, `group-problems-list-${lang}-${size}`);
        await member.goto(`${site.url}/group/${gid}/problem/${problemId}?l=${lang}`);
        await member.getByText('Two integers.').first().waitFor();
        await look(member, `group-problems-detail-${lang}-${size}`);
        await member.goto(`${site.url}/group/${gid}/problem/${problemId}/full-screen?l=${lang}`);
        await member.getByText('Two integers.').first().waitFor();
        await look(member, `group-problems-full-screen-${lang}-${size}`);
        const owner = await signedIn('teacher', viewport);
        await owner.goto(`${site.url}/group/${gid}/problem/admin?l=${lang}`);
        await owner.getByText('Class sum').filter({ visible: true }).first().waitFor();
        await look(owner, `group-problems-admin-${lang}-${size}`);
        await owner.goto(`${site.url}/group/${gid}/problem/${pid}/edit?l=${lang}`);
        // The form shows the typed part of the id, the short name before it.
        await owner.locator('input[value="1001"]').waitFor();
        await look(owner, `group-problems-edit-${lang}-${size}`);
        const admin = await signedIn('root', viewport, 'root-password');
        await admin.goto(`${site.url}/admin/group-problem/apply?l=${lang}`);
        await admin.getByText('Algorithm Class').filter({ visible: true }).first().waitFor();
        await look(admin, `group-problems-apply-${lang}-${size}`);
        for (const page of [member, owner, admin]) await page.context().close();
      }
  });
});
