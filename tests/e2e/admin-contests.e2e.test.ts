import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { problemDto, type TestSite } from '@oj/server/testing';
import { desktop, phone, shot, startBrowserSite } from './browser.ts';

let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
let rootToken: string;
let cid = 0;
const contexts: BrowserContext[] = [];
// Problem test data lands under DATA_DIR: never the repository's own ./data.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-admin-contests-e2e-'));

interface ContestVo {
  id: number;
  title: string;
  type: number;
  duration: number;
  sealRank: number;
  visible: boolean;
  starAccount: string[];
  awardType: number;
  awardConfigList: { name: string; num: number; background: string }[];
  oiRankScoreType: string;
}

const asRoot = async <T = unknown>(method: string, url: string, body?: unknown) => {
  const answer = await site.call<T>(method, url, {
    token: rootToken,
    ...(body === undefined ? {} : { body }),
  });
  expect(answer.body.status, `${method} ${url}: ${answer.body.msg}`).toBe(200);
  return answer.body.data;
};
const contest = () => asRoot<ContestVo>('GET', `/api/admin/contest?cid=${cid}`);

/** A `datetime-local` value `days` from today at `hour`:00, in the browser's (the host's) zone. */
const localAt = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
};

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite({ dataDir }));
  rootToken = (await site.login('root', 'root-password')).token;
  for (const [problemId, title] of [
    ['CA1', 'Balloon Sum'],
    ['CA2', 'Shortest Path'],
  ])
    await asRoot('POST', '/api/admin/problem', problemDto({ problemId, title }));
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await close?.();
});

/** A page signed in as root, stored as the admin login stores it. */
const asRootPage = async (viewport = desktop): Promise<Page> => {
  const answer = await site.call<Record<string, unknown>>('POST', '/api/login', {
    body: { username: 'root', password: 'root-password' },
  });
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  await context.addInitScript(
    ([token, user]) => {
      if (localStorage.getItem('token') === null && !sessionStorage.getItem('seeded')) {
        localStorage.setItem('token', token);
        localStorage.setItem('userInfo', user);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [answer.headers.get('authorization')!, JSON.stringify(answer.body.data)] as const,
  );
  return context.newPage();
};

const endBeforeStart = 'The end time of the contest cannot be earlier than the start time';

it('creates an ACM contest through the form: seal, awards by percent, a star user', async () => {
  const page = await asRootPage();
  await page.goto(`${site.url}/admin/contest?l=en-US`);
  await page.getByRole('heading', { name: 'Contests' }).waitFor();
  await page.getByText('No contests found').waitFor();
  await page.getByRole('link', { name: 'Create contest' }).click();
  await page.waitForURL(/\/admin\/contest\/create$/);

  // Nothing filled: the client names the first problem with the server's own message.
  const form = page.getByRole('form', { name: 'Create contest' });
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await form.getByText('Title is required').first().waitFor();

  await form.getByLabel('Title', { exact: true }).fill('Spring Cup');
  await form.getByLabel('Description (Markdown)').fill('## Rules\n\nSolve **everything**.');
  await form.getByLabel('Start time').fill(localAt(1, 9));
  await form.getByLabel('End time').fill(localAt(1, 8));
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await form.getByText(endBeforeStart).first().waitFor();
  await form.getByLabel('End time').fill(localAt(1, 14));
  await expect(form.getByTestId('contest-duration').textContent()).resolves.toBe('5 h 0 min');

  // The default seal of an ACM contest of five hours is the last hour; take half an hour.
  expect(await form.getByRole('radio', { name: 'Last hour' }).isChecked()).toBe(true);
  await form.getByRole('radio', { name: 'Last 30 minutes' }).check();
  await form.getByRole('radio', { name: 'By percentage' }).check();
  await form.getByRole('list', { name: 'Award levels' }).getByRole('listitem').first().waitFor();
  await form.getByLabel('Star users').fill('guest1');
  await form.getByLabel('Star users').press('Enter');
  await form.getByRole('button', { name: 'Remove star user guest1' }).waitFor();
  await form.getByLabel('Star users').fill(' guest1 ');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await form.getByText('Add Star User Error').waitFor();
  await form.getByLabel('Star users').fill('');

  // A client that skipped the checks: the server refuses, its message shows in the form and
  // everything typed stays.
  await page.route('**/api/admin/contest', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({
      postData: JSON.stringify({ ...body, endTime: new Date(Date.now()).toISOString() }),
    });
  });
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await form.getByRole('alert').filter({ hasText: endBeforeStart }).waitFor();
  expect(await form.getByLabel('Title', { exact: true }).inputValue()).toBe('Spring Cup');
  await page.getByRole('alert').filter({ hasText: endBeforeStart }).scrollIntoViewIfNeeded();
  await shot(page, 'admin-contests-en-US-desktop-server-error');
  await page.unroute('**/api/admin/contest');

  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await page.waitForURL(/\/admin\/contest$/);
  await page.getByText('Contest created').waitFor();
  const row = page.getByRole('row').filter({ hasText: 'Spring Cup' });
  await row.getByText('Scheduled').waitFor();
  await shot(page, 'admin-contests-en-US-desktop-list');

  const [first] = (
    await asRoot<{ records: ContestVo[] }>('GET', '/api/admin/contest/get-contest-list')
  ).records;
  cid = first!.id;
  expect(await contest()).toMatchObject({
    title: 'Spring Cup',
    type: 0,
    duration: 5 * 3600,
    sealRank: 0,
    visible: true,
    starAccount: ['guest1'],
    awardType: 1,
    awardConfigList: [
      { name: 'Gold', num: 10 },
      { name: 'Silver', num: 20 },
      { name: 'Bronze', num: 30 },
    ],
  });
});

it('edits the contest in Chinese: OI with the highest score', async () => {
  const page = await asRootPage();
  await page.goto(`${site.url}/admin/contest?l=zh-CN`);
  await page.getByRole('link', { name: '编辑 Spring Cup' }).click();
  await page.waitForURL(new RegExp(`/admin/contest/${cid}/edit$`));
  const form = page.getByRole('form', { name: '编辑比赛' });
  const title = form.getByLabel('标题', { exact: true });
  await expect.poll(() => title.inputValue()).toBe('Spring Cup');
  // Loaded as stored: the chosen seal and the star user.
  expect(await form.getByRole('radio', { name: '结束前 30 分钟' }).isChecked()).toBe(true);
  await form.getByRole('button', { name: '移除打星用户 guest1' }).waitFor();
  await shot(page, 'admin-contests-zh-CN-desktop-form');

  await title.fill('Spring Cup 2030');
  await form.getByRole('radio', { name: 'OI' }).check();
  await form.getByRole('radio', { name: '以最高得分为准' }).check();
  await form.getByRole('radio', { name: '私有' }).check();
  await form.getByRole('button', { name: '保存' }).click();
  await form.getByText('非公开比赛必须设置密码').first().waitFor();
  await form.getByLabel('比赛密码').fill('open-sesame');
  await form.getByRole('button', { name: '保存' }).click();
  await page.waitForURL(/\/admin\/contest$/);
  await page.getByRole('row').filter({ hasText: 'Spring Cup 2030' }).getByText('私有').waitFor();
  await shot(page, 'admin-contests-zh-CN-desktop-list');
  expect(await contest()).toMatchObject({
    title: 'Spring Cup 2030',
    type: 1,
    oiRankScoreType: 'Highest',
    sealRank: 0,
    starAccount: ['guest1'],
  });
});

it('adds a public problem as A with a balloon colour, then renames it', async () => {
  const page = await asRootPage();
  await page.goto(`${site.url}/admin/contest?l=en-US`);
  await page.getByRole('link', { name: 'Problems of Spring Cup 2030' }).click();
  await page.waitForURL(new RegExp(`/admin/contest/${cid}/problems$`));
  await page.getByText('No problems in this contest yet').waitFor();

  await page.getByRole('button', { name: 'Add from public' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add from public' });
  await dialog.getByPlaceholder('Search public problems by ID or title').fill('balloon');
  await dialog.getByPlaceholder('Search public problems by ID or title').press('Enter');
  await expect.poll(() => dialog.getByRole('radiogroup').getByRole('radio').count()).toBe(1);
  await dialog.getByRole('radio', { name: 'CA1 Balloon Sum' }).check();
  expect(await dialog.getByPlaceholder('Display ID').inputValue()).toBe('A');
  await dialog.getByRole('checkbox', { name: 'No colour' }).uncheck();
  await dialog.getByLabel('Balloon colour').fill('#e11d48');
  await shot(page, 'admin-contests-en-US-desktop-add-problem');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  const row = page.getByRole('row').filter({ hasText: 'Balloon Sum' });
  await row.getByText('#e11d48').waitFor();
  expect(await row.getByRole('cell').first().textContent()).toBe('A');

  // A second problem may not take the display id A.
  await page.getByRole('button', { name: 'Add from public' }).click();
  await dialog.getByRole('radio', { name: 'CA2 Shortest Path' }).check();
  expect(await dialog.getByRole('radio', { name: 'CA1 Balloon Sum' }).isDisabled()).toBe(true);
  await dialog.getByPlaceholder('Display ID').fill('a');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByText('The display id already exists in this contest').first().waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: 'Edit problem A' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit contest problem CA1' });
  await edit.getByPlaceholder('Display title').fill('Balloons');
  await edit.getByLabel('Balloon colour').fill('#16a34a');
  await edit.getByRole('button', { name: 'Save' }).click();
  await edit.waitFor({ state: 'hidden' });
  await page.getByRole('row').filter({ hasText: 'Balloons' }).getByText('#16a34a').waitFor();
  await shot(page, 'admin-contests-en-US-desktop-problems');

  const pid = Number(
    (
      await site.db.sql<{ pid: number }[]>`
        SELECT pid FROM read.problems WHERE problem_id = 'CA1'`
    )[0]!.pid,
  );
  expect(
    await asRoot('GET', `/api/admin/contest/contest-problem?cid=${cid}&pid=${pid}`),
  ).toMatchObject({ displayId: 'A', displayTitle: 'Balloons', color: '#16a34a' });
});

it('posts and edits an announcement of the contest', async () => {
  const page = await asRootPage();
  await page.goto(`${site.url}/admin/contest/${cid}/problems?l=en-US`);
  await page
    .getByRole('navigation', { name: 'Contest pages' })
    .getByRole('link', { name: 'Contest announcements' })
    .click();
  await page.waitForURL(new RegExp(`/admin/contest/${cid}/announcement$`));
  await page.getByText('No announcements in this contest yet').waitFor();
  await page.getByRole('button', { name: 'Post announcement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post announcement' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('Title is required').first().waitFor();
  await dialog.getByPlaceholder('Title').fill('Clarification');
  await dialog.getByLabel('Content (Markdown)').fill('Problem **A** reads two integers.');
  await dialog.getByRole('region', { name: 'Preview' }).getByText('A', { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('row').filter({ hasText: 'Clarification' }).getByText('root').waitFor();

  await page.getByRole('button', { name: 'Edit Clarification' }).click();
  await page.getByRole('dialog').getByPlaceholder('Title').fill('Clarification on A');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await page.getByRole('row').filter({ hasText: 'Clarification on A' }).waitFor();
  await shot(page, 'admin-contests-en-US-desktop-announcements');
  const list = await asRoot<{ records: { title: string }[] }>(
    'GET',
    `/api/admin/contest/announcement?cid=${cid}`,
  );
  expect(list.records.map((a) => a.title)).toEqual(['Clarification on A']);
});

it('hides the contest with its switch, clones it and deletes the clone (root)', async () => {
  const page = await asRootPage();
  await page.goto(`${site.url}/admin/contest?l=en-US`);
  const visible = page.getByRole('switch', { name: 'Visible: Spring Cup 2030' });
  expect(await visible.getAttribute('aria-checked')).toBe('true');
  await visible.click();
  await page.getByText('The contest is now hidden').waitFor();
  await expect.poll(() => visible.getAttribute('aria-checked')).toBe('false');
  expect((await contest()).visible).toBe(false);

  await page.getByRole('button', { name: 'Clone Spring Cup 2030' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clone contest' });
  await confirm.getByRole('button', { name: 'Clone contest' }).click();
  await confirm.waitFor({ state: 'hidden' });
  await expect
    .poll(() => page.getByRole('row').filter({ hasText: 'Spring Cup 2030' }).count())
    .toBe(2);

  const rows = await asRoot<{ records: ContestVo[] }>('GET', '/api/admin/contest/get-contest-list');
  const copy = rows.records.find((c) => c.id !== cid)!;
  await page.getByRole('button', { name: 'Delete Spring Cup 2030' }).first().click();
  const remove = page.getByRole('dialog', { name: 'Delete contest' });
  await remove.getByText('Delete the contest "Spring Cup 2030"?').waitFor();
  await remove.getByRole('button', { name: 'Delete contest' }).click();
  await remove.waitFor({ state: 'hidden' });
  await expect
    .poll(() => page.getByRole('row').filter({ hasText: 'Spring Cup 2030' }).count())
    .toBe(1);
  // The list is newest start first and both start together: the clone (higher id) was first.
  const left = await asRoot<{ records: ContestVo[] }>('GET', '/api/admin/contest/get-contest-list');
  expect(left.records.map((c) => c.id)).toEqual([cid]);
  expect(copy.id).toBeGreaterThan(cid);
});

it('works on a 375 px phone in both languages', async () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    const page = await asRootPage(phone);
    await page.goto(`${site.url}/admin/contest?l=${locale}`);
    const card = page.getByRole('listitem').filter({ hasText: 'Spring Cup 2030' });
    await card.getByRole('switch').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no sideways scroll on the list').toBeLessThanOrEqual(375);
    await shot(page, `admin-contests-${locale}-phone-list`);

    await page.goto(`${site.url}/admin/contest/${cid}/edit?l=${locale}`);
    await page.getByRole('form').getByRole('radio', { name: 'OI' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await shot(page, `admin-contests-${locale}-phone-form`);
    await page.getByRole('form').getByRole('list').last().scrollIntoViewIfNeeded();
    await shot(page, `admin-contests-${locale}-phone-form-awards`);

    await page.goto(`${site.url}/admin/contest/${cid}/problems?l=${locale}`);
    await page.getByRole('listitem').filter({ hasText: 'Balloons' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await shot(page, `admin-contests-${locale}-phone-problems`);
  }
  const page = await asRootPage();
  await page.goto(`${site.url}/admin/contest/create?l=en-US`);
  await page.getByRole('form', { name: 'Create contest' }).waitFor();
  await shot(page, 'admin-contests-en-US-desktop-create');
});
