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
 * Group trainings in a real browser: a group admin creates a training in the group and adds the
 * group's own problem and a public one; a member opens it, solves the group problem and sees
 * the progress and the rank move (live in a second browser); a non-member is refused. Then the
 * group training pages at both widths in both languages for the screenshots.
 */
let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
let rootToken: string;
const contexts: BrowserContext[] = [];
const users: Record<string, { uid: string; token: string }> = {};
let gid = 0;
let tid = 0;
const shortName = 'club1';
const groupProblem = `${shortName}1`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-group-trainings-e2e-'));

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
  for (const name of ['teacher', 'coach', 'student', 'outsider']) {
    await site.register(name);
    users[name] = await site.login(name);
  }
  await call(rootToken, 'PUT', '/api/admin/switch/update', {
    defaultCreateGroupACInitValue: 0,
    defaultSubmitInterval: 0,
  });
  // No judge runs here: a registered language is enough for submit-problem-judge.
  await judgeRunningC(site, 'e2e');
  await call(rootToken, 'POST', '/api/admin/training/category', {
    name: 'Basics',
    color: '#e6a23c',
  });
  await call(
    rootToken,
    'POST',
    '/api/admin/problem',
    problemDto({ problemId: 'P1000', title: 'A + B' }),
  );
  const teacher = users.teacher!.token;
  await call(teacher, 'POST', '/api/group', {
    name: 'Algorithm Club',
    shortName,
    brief: 'Weekly practice for the club',
    description: 'The club',
    auth: 3,
    code: 'abc123',
  });
  const [g] = await site.db.sql<{ id: number }[]>`
    SELECT id FROM read.groups WHERE short_name = ${shortName}`;
  gid = Number(g!.id);
  // The coach becomes a group admin (4), the student a member (3).
  for (const [name, auth] of [
    ['coach', 4],
    ['student', 3],
  ] as const) {
    await call(
      users[name]!.token,
      'POST',
      `/api/group/member?gid=${gid}&code=abc123&reason=let%20me%20in`,
    );
    await call(teacher, 'PUT', '/api/group/member', {
      gid: String(gid),
      uid: users[name]!.uid,
      auth,
    });
  }
  await call(
    teacher,
    'POST',
    '/api/group/problem',
    problemDto({ problemId: '1', title: 'Club sum', gid: String(gid) }),
  );
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await close?.();
});

const signedIn = async (username: string, viewport = desktop) =>
  (await signedInAs(site, browser, { username, viewport, contexts })).page;

const look = async (page: Page, name: string) => {
  await settled(page);
  await shot(page, name);
};

/** Resolves once the page's socket got the answer to its first subscription (an ack, "43..."). */
const roomJoined = async (page: Page) => {
  const ws = await page.waitForEvent('websocket', (w) => w.url().includes('/socket.io/'));
  await ws.waitForEvent('framereceived', (f) => String(f.payload).startsWith('43'));
};

describe('group trainings', () => {
  it('lets a group admin create a training and add the group’s problem and a public one', async () => {
    const coach = await signedIn('coach');
    await coach.goto(`${site.url}/group/${gid}/training?l=en-US`);
    await coach.getByRole('tab', { name: 'Trainings', selected: true }).waitFor();
    await coach.getByRole('link', { name: 'Create', exact: true }).click();
    await coach.waitForURL(new RegExp(`/group/${gid}/training/create$`));
    await coach.getByLabel('Title', { exact: true }).fill('Club loops');
    await coach.getByLabel('Category').selectOption({ label: 'Basics' });
    await coach.getByRole('textbox', { name: 'Description (Markdown)' }).fill('Loops **first**.');
    await look(coach, 'group-training-form-en-US-desktop');
    await coach.getByRole('button', { name: 'Create', exact: true }).click();
    await coach.waitForURL(new RegExp(`/group/${gid}/training/admin$`));
    await coach.getByRole('tab', { name: 'Trainings', selected: true }).waitFor();
    await coach.getByRole('table').getByText('Club loops').waitFor();
    const [row] = await site.db.sql<{ id: number }[]>`
      SELECT id FROM read.trainings WHERE title = 'Club loops'`;
    tid = Number(row!.id);
    await look(coach, 'group-training-admin-en-US-desktop');

    await coach.getByRole('link', { name: 'Problems of Club loops' }).click();
    await coach.waitForURL(new RegExp(`/group/${gid}/training/${tid}/admin-problems$`));
    await coach.getByRole('button', { name: 'Add From Group Problem' }).click();
    const small = coach.getByRole('dialog');
    await small.getByLabel('Problem ID').fill('1');
    await look(coach, 'group-training-add-group-problem-en-US-desktop');
    await small.getByRole('button', { name: 'Add', exact: true }).click();
    await small.waitFor({ state: 'detached' });
    await coach.getByRole('spinbutton', { name: `Order of problem ${groupProblem}` }).waitFor();
    await coach.getByRole('button', { name: 'Add from public problems' }).click();
    await coach.getByRole('button', { name: 'Add problem P1000' }).click();
    await coach.getByText('Problem P1000 added').first().waitFor();
    await look(coach, 'group-training-add-public-en-US-desktop');
    await coach.keyboard.press('Escape');
    await coach.getByRole('dialog').waitFor({ state: 'detached' });
    await coach.getByRole('spinbutton', { name: 'Order of problem P1000' }).waitFor();
    await look(coach, 'group-training-problems-admin-en-US-desktop');
  });

  it('lets a member solve the group problem and see the progress and the rank move', async () => {
    const student = await signedIn('student');
    await student.goto(`${site.url}/group/${gid}/training?l=en-US`);
    await student.getByRole('link', { name: 'Club loops' }).waitFor();
    // Members get no admin buttons.
    await expect(student.getByRole('link', { name: 'Training Admin' }).count()).resolves.toBe(0);
    await look(student, 'group-training-list-en-US-desktop');
    await student.getByRole('link', { name: 'Club loops' }).click();
    await student.waitForURL(new RegExp(`/group/${gid}/training/${tid}$`));
    await student.getByRole('tab', { name: 'Trainings', selected: true }).waitFor();
    await student.getByRole('heading', { name: 'Club loops', level: 1 }).waitFor();
    await student.getByRole('progressbar', { name: 'Solved 0 of 2' }).waitFor();
    await student.getByRole('tab', { name: 'Problem List' }).click();
    await student.waitForURL(new RegExp(`/group/${gid}/training/${tid}/problems$`));
    await student.getByRole('link', { name: 'Club sum' }).waitFor();
    await look(student, 'group-training-problems-en-US-desktop');

    // The coach watches the rank in a second browser before the verdict.
    const watcher = await signedIn('coach');
    const joined = roomJoined(watcher);
    await watcher.goto(`${site.url}/group/${gid}/training/${tid}/rank?l=en-US`);
    await joined;
    // Nobody has solved anything yet: a public training ranks those with a judged run.
    await watcher.getByText('Nobody has a record in this training yet').waitFor();

    await student.getByRole('link', { name: 'Club sum' }).click();
    await student.waitForURL(new RegExp(`/group/${gid}/training/${tid}/problem/${groupProblem}$`));
    await student.getByRole('tab', { name: 'Trainings', selected: true }).waitFor();
    const editor = student.locator('.cm-content').first();
    await editor.click();
    await student.keyboard.press('Control+A');
    await student.keyboard.press('Delete');
    await student.keyboard.insertText('int main(){return 0;}');
    await student.getByRole('button', { name: 'Submit', exact: true }).click();
    await student
      .getByRole('region', { name: 'Code editor' })
      .getByText('Pending')
      .first()
      .waitFor();
    const [submission] = await site.db.sql<{ submit_id: number; tid: number | null }[]>`
      SELECT submit_id FROM read.submissions WHERE uid = ${users.student!.uid}
       ORDER BY submit_id DESC LIMIT 1`;
    await judgeAgain(site, Number(submission!.submit_id), { status: 'AC', time: 7 });

    // Pushed, not reloaded: the rank shows the student with one solved problem.
    const studentRow = watcher.locator(`tr[data-uid="${users.student!.uid}"]`);
    await studentRow.getByText('AC', { exact: true }).waitFor();
    await watcher.getByRole('columnheader', { name: groupProblem }).waitFor();
    await look(watcher, 'group-training-rank-en-US-desktop');
    // The student's own header follows too.
    await student.getByRole('progressbar', { name: 'Solved 1 of 2' }).waitFor();
    await student.goto(`${site.url}/group/${gid}/training?l=en-US`);
    await student.getByRole('progressbar', { name: 'Solved 1 of 2' }).waitFor();
  });

  it('refuses a non-member', async () => {
    const outsider = await signedIn('outsider');
    await outsider.goto(`${site.url}/group/${gid}/training/${tid}/problems?l=en-US`);
    // The group's tabs stay closed: its home, with the Apply button.
    await outsider.waitForURL(new RegExp(`/group/${gid}$`));
    await outsider.getByRole('button', { name: 'Apply to Join' }).waitFor();
    await expect(outsider.getByText('Club loops').count()).resolves.toBe(0);
    await outsider.goto(
      `${site.url}/group/${gid}/training/${tid}/problem/${groupProblem}/full-screen?l=en-US`,
    );
    await outsider.getByText('Sorry, you are not a member of this group').waitFor();
    await expect(outsider.getByText('Club sum').count()).resolves.toBe(0);
    await look(outsider, 'group-training-refused-en-US-desktop');
    const direct = await site.call('GET', `/api/get-training-detail?tid=${tid}`, {
      token: users.outsider!.token,
    });
    expect(direct.body.status).toBe(403);
  });

  it('shows the group training pages at both widths in both languages', async () => {
    for (const [lang, pages, problemsTab, rankTab] of [
      ['en-US', 'Training pages', 'Problem List', 'Rank'],
      ['zh-CN', '训练页面', '题目列表', '排行榜'],
    ] as const)
      for (const [width, viewport] of [
        ['desktop', desktop],
        ['phone', phone],
      ] as const) {
        if (!inSweep(lang, width)) continue;
        const student = await signedIn('student', viewport);
        await student.goto(`${site.url}/group/${gid}/training?l=${lang}`);
        await student.getByText('Club loops').filter({ visible: true }).first().waitFor();
        await look(student, `group-training-list-${lang}-${width}`);
        await student.goto(`${site.url}/group/${gid}/training/${tid}?l=${lang}`);
        await student.getByRole('heading', { name: 'Club loops', level: 1 }).waitFor();
        await look(student, `group-training-detail-${lang}-${width}`);
        const tabs = student.getByRole('tablist', { name: pages });
        await tabs.getByRole('tab', { name: problemsTab }).click();
        await student.getByText('Club sum').filter({ visible: true }).first().waitFor();
        await look(student, `group-training-problems-${lang}-${width}`);
        await tabs.getByRole('tab', { name: rankTab }).click();
        await student.getByText('(7ms)').filter({ visible: true }).first().waitFor();
        await look(student, `group-training-rank-${lang}-${width}`);
        await student.goto(
          `${site.url}/group/${gid}/training/${tid}/problem/${groupProblem}/full-screen?l=${lang}`,
        );
        await student.locator('nav[aria-label] ol li a').first().waitFor();
        await look(student, `group-training-full-screen-${lang}-${width}`);
        const coach = await signedIn('coach', viewport);
        await coach.goto(`${site.url}/group/${gid}/training/admin?l=${lang}`);
        await coach.getByText('Club loops').filter({ visible: true }).first().waitFor();
        await look(coach, `group-training-admin-${lang}-${width}`);
        await coach.goto(`${site.url}/group/${gid}/training/${tid}/admin-problems?l=${lang}`);
        await coach.getByText('Club sum').filter({ visible: true }).first().waitFor();
        await look(coach, `group-training-problems-admin-${lang}-${width}`);
        await coach.goto(`${site.url}/group/${gid}/training/${tid}/edit?l=${lang}`);
        await coach.locator('input[value="Club loops"]').waitFor();
        await look(coach, `group-training-form-${lang}-${width}`);
      }
  });
});
