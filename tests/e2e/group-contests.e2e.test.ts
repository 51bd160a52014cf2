import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { judgeRunningC, judgeAgain, problemDto, type TestSite } from '@oj/server/testing';
import {
  desktop,
  phone,
  settled,
  shot,
  signedIn as signedInAs,
  startBrowserSite,
  inSweep,
} from './browser.ts';

/**
 * Group contests in a real browser: a group admin creates a contest through the group's contest
 * tab and adds problems; a member watching the tab sees it appear without a reload, opens it,
 * submits and is on the scoreboard; a non-member is refused. Then the group contest pages at
 * both widths in both languages for the screenshots.
 */
let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
let rootToken: string;
let gid = 0;
let cid = 0;
const contexts: BrowserContext[] = [];
const tokens: Record<string, string> = {};
const uids: Record<string, string> = {};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-group-contests-e2e-'));
const title = 'Friday class contest';

const call = async <T = unknown>(token: string, method: string, url: string, body?: unknown) => {
  const answer = await site.call<T>(method, url, {
    token,
    ...(body === undefined ? {} : { body }),
  });
  expect(answer.body.status, `${method} ${url}: ${answer.body.msg}`).toBe(200);
  return answer.body.data;
};

/** A `datetime-local` value `minutes` from now, in the browser's (the host's) zone. */
const localIn = (minutes: number) => {
  const d = new Date(Date.now() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite({ dataDir }));
  rootToken = (await site.login('root', 'root-password')).token;
  await call(rootToken, 'PUT', '/api/admin/switch/update', {
    defaultSubmitInterval: 0,
    defaultCreateGroupACInitValue: 0,
    defaultCreateGroupDailyLimit: 9,
  });
  for (const name of ['teacher', 'assistant', 'student', 'outsider']) {
    await site.register(name);
    ({ token: tokens[name], uid: uids[name] } = await site.login(name));
  }
  await call(tokens.teacher!, 'POST', '/api/group', {
    name: 'Class of 2030',
    shortName: 'klass',
    brief: 'Our programming class',
    description: 'We meet on Fridays',
    auth: 3,
    code: 'abc123',
  });
  const [g] = await site.db.sql<{ id: number }[]>`
    SELECT id FROM read.groups WHERE short_name = 'klass'`;
  gid = Number(g!.id);
  for (const [name, auth] of [
    ['assistant', 4],
    ['student', 3],
  ] as const) {
    await call(tokens[name]!, 'POST', `/api/group/member?gid=${gid}&code=abc123&reason=let+me+in`);
    await call(tokens.teacher!, 'PUT', '/api/group/member', {
      gid: String(gid),
      uid: uids[name],
      auth,
    });
  }
  // No judge runs here: a registered language is enough for submit-problem-judge.
  await judgeRunningC(site, 'e2e');
  await call(
    rootToken,
    'POST',
    '/api/admin/problem',
    problemDto({ problemId: 'GC1', title: 'A + B' }),
  );
  await call(
    tokens.teacher!,
    'POST',
    '/api/group/problem',
    problemDto({ problemId: '7', title: 'Class sum', gid: String(gid) }),
  );
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await close?.();
});

const signedIn = async (username: string, viewport = desktop) =>
  (await signedInAs(site, browser, { username, viewport, contexts })).page;

/** Resolves once the page's socket has been let into the group's room (the ack of its join). */
const groupRoomJoined = async (page: Page) => {
  const ws = await page.waitForEvent('websocket', (w) => w.url().includes('/socket.io/'));
  await ws.waitForEvent('framereceived', (f) => /^43\d*\[\{"status":200/.test(String(f.payload)));
};

/** Plays the judge on the latest submission of the contest: accepted. */
const acceptLatest = async () => {
  const [row] = await site.db.sql<{ submit_id: number }[]>`
    SELECT submit_id FROM read.submissions WHERE cid = ${cid} ORDER BY submit_id DESC LIMIT 1`;
  await judgeAgain(site, Number(row!.submit_id), { status: 'AC', time: 3 });
};

const look = async (page: Page, name: string) => {
  await settled(page);
  await shot(page, name);
};

describe('group contests', () => {
  it('a group admin creates a contest and adds problems; a member sees it live, submits and ranks', async () => {
    const student = await signedIn('student');
    const joined = groupRoomJoined(student);
    await student.goto(`${site.url}/group/${gid}/contest?l=en-US`);
    await student.getByRole('heading', { name: 'Group contests' }).waitFor();
    await student.getByText('No contest').waitFor();
    await joined;
    // Members get no admin buttons.
    await expect(student.getByRole('link', { name: 'Contest admin' }).count()).resolves.toBe(0);

    const admin = await signedIn('assistant');
    await admin.goto(`${site.url}/group/${gid}/contest?l=en-US`);
    await admin.getByRole('link', { name: 'Create', exact: true }).click();
    await admin.waitForURL(new RegExp(`/group/${gid}/contest/create$`));
    const form = admin.getByRole('form', { name: 'Create contest' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Description (Markdown)').fill('Three problems, **two hours**.');
    await form.getByLabel('Start time').fill(localIn(-60));
    await form.getByLabel('End time').fill(localIn(120));
    await form.getByRole('switch', { name: 'Outside scoreboard' }).click();
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await admin.waitForURL(new RegExp(`/group/${gid}/contest/admin$`));
    const row = admin.getByRole('row').filter({ hasText: title });
    await row.getByText('Running').waitFor();

    // Pushed to the member's open list: no reload.
    const card = student.getByRole('listitem').filter({ hasText: title });
    await card.getByText('Running').waitFor();
    cid = Number(
      (await site.db.sql<{ id: number }[]>`SELECT id FROM read.contests WHERE title = ${title}`)[0]!
        .id,
    );

    await row.getByRole('link', { name: `Problems of ${title}` }).click();
    await admin.waitForURL(new RegExp(`/group/${gid}/contest/${cid}/problems$`));
    await admin.getByRole('button', { name: 'Add from public' }).click();
    const picker = admin.getByRole('dialog', { name: 'Add from public' });
    await picker.getByPlaceholder('Search public problems by ID or title').fill('GC1');
    await picker.getByPlaceholder('Search public problems by ID or title').press('Enter');
    await picker.getByRole('radio', { name: 'GC1 A + B' }).check();
    await picker.getByRole('button', { name: 'Add', exact: true }).click();
    await picker.waitFor({ state: 'hidden' });
    await admin.getByRole('row').filter({ hasText: 'A + B' }).waitFor();
    await admin.getByRole('button', { name: 'Add from group' }).click();
    const fromGroup = admin.getByRole('dialog', { name: 'Add from group' });
    await fromGroup.getByPlaceholder('Problem ID in the group').fill('klass7');
    await look(admin, 'group-contests-add-from-group-en-US-desktop');
    await fromGroup.getByRole('button', { name: 'Add', exact: true }).click();
    await fromGroup.waitFor({ state: 'hidden' });
    await admin.getByRole('row').filter({ hasText: 'Class sum' }).waitFor();

    // A problem for this contest alone, written with the problem form: a problem of the group.
    await admin.getByRole('link', { name: 'Write a new problem' }).click();
    await admin.waitForURL(new RegExp(`/group/${gid}/contest/${cid}/problem/create$`));
    await admin.getByLabel('Display id in the contest').fill('C');
    await admin.getByLabel('Display id', { exact: true }).fill('Q1');
    await admin.getByLabel('Title', { exact: true }).fill('Only in class');
    await admin.getByLabel('Description', { exact: true }).fill('Print the sum.');
    await admin.getByLabel('Input description').fill('Two integers.');
    await admin.getByLabel('Output description').fill('Their sum.');
    await admin.getByRole('radio', { name: 'Type the cases' }).check();
    await admin.getByRole('button', { name: 'Add a test case' }).click();
    await admin.getByLabel('Input of test case 1').fill('1 2');
    await admin.getByLabel('Output of test case 1').fill('3');
    await look(admin, 'group-contests-problem-form-en-US-desktop');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.waitForURL(new RegExp(`/group/${gid}/contest/${cid}/problems$`));
    await admin
      .getByRole('row')
      .filter({ hasText: 'Only in class' })
      .getByText('klassQ1')
      .waitFor();
    await look(admin, 'group-contests-problems-en-US-desktop');

    await card.click();
    await student.waitForURL(new RegExp(`/contest/${cid}$`));
    await student.getByRole('heading', { name: title, level: 1 }).waitFor();
    await student.goto(`${site.url}/contest/${cid}/problem/A?l=en-US`);
    const editor = student.locator('.cm-content').first();
    await editor.click();
    await student.keyboard.insertText('int main(){return 0;}');
    await student.getByRole('button', { name: 'Submit', exact: true }).click();
    await student
      .getByRole('region', { name: 'Code editor' })
      .getByText('Pending')
      .first()
      .waitFor();
    await acceptLatest();
    await student.goto(`${site.url}/contest/${cid}/rank?l=en-US`);
    await student.getByRole('table').getByRole('link', { name: 'student' }).first().waitFor();
    await look(student, 'group-contests-rank-en-US-desktop');

    const outsider = await signedIn('outsider');
    await outsider.goto(`${site.url}/contest/${cid}?l=en-US`);
    await outsider.getByText('Sorry, you are not a member of this group').first().waitFor();
    await expect(outsider.getByRole('heading', { name: title }).count()).resolves.toBe(0);
    await outsider.goto(`${site.url}/contest/acm-scoreboard/${cid}?l=en-US`);
    await outsider.getByText('Sorry, you are not a member of this group').first().waitFor();
    await look(outsider, 'group-contests-refused-en-US-desktop');
  });

  it('shows the group contest pages at both widths in both languages', async () => {
    for (const [lang, viewport, size] of [
      ['en-US', desktop, 'desktop'],
      ['zh-CN', desktop, 'desktop'],
      ['en-US', phone, 'phone'],
      ['zh-CN', phone, 'phone'],
    ] as const) {
      if (!inSweep(lang, size)) continue;
      const member = await signedIn('student', viewport);
      await member.goto(`${site.url}/group/${gid}/contest?l=${lang}`);
      await member.getByRole('listitem').filter({ hasText: title }).waitFor();
      await look(member, `group-contests-list-${lang}-${size}`);

      const admin = await signedIn('assistant', viewport);
      await admin.goto(`${site.url}/group/${gid}/contest?l=${lang}`);
      await admin.getByRole('listitem').filter({ hasText: title }).waitFor();
      await look(admin, `group-contests-list-admin-${lang}-${size}`);
      await admin.goto(`${site.url}/group/${gid}/contest/admin?l=${lang}`);
      await admin.getByText(title).filter({ visible: true }).first().waitFor();
      await look(admin, `group-contests-admin-${lang}-${size}`);
      await admin.goto(`${site.url}/group/${gid}/contest/${cid}/edit?l=${lang}`);
      await expect
        .poll(() =>
          admin.getByLabel(lang === 'en-US' ? 'Title' : '标题', { exact: true }).inputValue(),
        )
        .toBe(title);
      await look(admin, `group-contests-form-${lang}-${size}`);
      await admin.goto(`${site.url}/group/${gid}/contest/${cid}/problems?l=${lang}`);
      await admin.getByText('Class sum').filter({ visible: true }).first().waitFor();
      await look(admin, `group-contests-problems-${lang}-${size}`);
      await admin.goto(`${site.url}/group/${gid}/contest/${cid}/announcement?l=${lang}`);
      await admin.getByRole('heading', { level: 1 }).first().waitFor();
      await look(admin, `group-contests-announcements-${lang}-${size}`);
    }
    const admin = await signedIn('assistant');
    await admin.goto(`${site.url}/group/${gid}/contest/admin?l=en-US`);
    await admin
      .getByRole('button', { name: `Download the accepted submissions of ${title}` })
      .click();
    const dialog = admin.getByRole('dialog', { name: 'Download accepted submissions' });
    await dialog.getByRole('radio', { name: 'Problem' }).check();
    await look(admin, 'group-contests-download-en-US-desktop');
    const download = admin.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^contest_${cid}_\\d+\\.zip$`));
  });
});
