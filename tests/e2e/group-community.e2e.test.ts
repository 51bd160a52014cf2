import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  handleCommand,
  nextId,
  submissionDecider,
  submissionStream,
  type Verdict,
} from '@oj/events';
import { judgeAgain, problemDto, type TestSite } from '@oj/server/testing';
import {
  desktop,
  phone,
  settled,
  shot,
  signedIn as signedInAs,
  socketAdmitted,
  startBrowserSite,
  inSweep,
} from './browser.ts';

/**
 * The group's community tabs in a real browser: a student waiting on "Applying" becomes a
 * member the moment the teacher approves in another browser (no reload); the Submissions tab
 * lists the group's submissions with live verdicts and opens their detail inside the group;
 * the Rank tab ranks the members and links each AC count to their accepted submissions. Then
 * these pages at both widths in both languages for the screenshots.
 */
let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
const contexts: BrowserContext[] = [];
const users: Record<string, { uid: string; token: string }> = {};
let gid = 0;
let pid = 0;
const shortName = 'class7';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-group-community-e2e-'));

const call = async <T = unknown>(token: string, method: string, url: string, body?: unknown) => {
  const answer = await site.call<T>(method, url, {
    token,
    ...(body === undefined ? {} : { body }),
  });
  expect(answer.body.status, `${method} ${url}: ${answer.body.msg}`).toBe(200);
  return answer.body.data;
};

/** A submission made in the group and left waiting for a judge. */
const pending = async (name: string) => {
  const submitId = await nextId(site.db.sql, 'submission');
  const made = await handleCommand(site.deps.store, submissionStream(submitId), submissionDecider, {
    type: 'CreateSubmission',
    data: {
      submitId,
      kind: 'submission',
      pid,
      displayPid: `${shortName}1`,
      uid: users[name]!.uid,
      username: name,
      language: 'C',
      code: 'int main(){return 0;}',
      length: 21,
      cid: 0,
      gid,
      ip: '127.0.0.1',
      submitTime: new Date().toISOString(),
      priority: 1,
    },
  });
  await site.deps.projections.waitFor(made.appended?.position ?? 0);
  return submitId;
};

/** Plays the judge on a waiting submission: start, then the verdict. */
const recordVerdict = (submitId: number, status: Verdict) =>
  judgeAgain(site, submitId, { status, time: 7 });

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite({ dataDir }));
  const rootToken = (await site.login('root', 'root-password')).token;
  for (const name of ['teacher', 'student', 'mate', 'outsider']) {
    await site.register(name);
    users[name] = await site.login(name);
  }
  await call(rootToken, 'PUT', '/api/admin/switch/update', { defaultCreateGroupACInitValue: 0 });
  await call(users.mate!.token, 'POST', '/api/change-userInfo', { nickname: 'Little Mate' });
  const teacher = users.teacher!.token;
  await call(teacher, 'POST', '/api/group', {
    name: 'Class Seven',
    shortName,
    brief: 'Our class workspace',
    description: 'Homework and practice of class seven.',
    auth: 3,
    code: 'abc123',
  });
  const [g] = await site.db.sql<{ id: number }[]>`
    SELECT id FROM read.groups WHERE short_name = ${shortName}`;
  gid = Number(g!.id);
  await call(
    users.mate!.token,
    'POST',
    `/api/group/member?gid=${gid}&code=abc123&reason=hello%20there`,
  );
  await call(teacher, 'PUT', '/api/group/member', {
    gid: String(gid),
    uid: users.mate!.uid,
    auth: 3,
  });
  await call(
    teacher,
    'POST',
    '/api/group/problem',
    problemDto({ problemId: '1', title: 'Class sum', gid: String(gid) }),
  );
  const [p] = await site.db.sql<
    { pid: number }[]
  >`SELECT pid FROM read.problems WHERE gid = ${gid}`;
  pid = Number(p!.pid);
  for (const [name, status] of [
    ['mate', 'WA'],
    ['mate', 'AC'],
    ['teacher', 'AC'],
  ] as const)
    await recordVerdict(await pending(name), status);
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

describe('group community', () => {
  it('turns a student waiting on "Applying" into a member the moment the teacher approves', async () => {
    const student = await signedIn('student');
    const socket = student.waitForEvent('websocket', (w) => w.url().includes('/socket.io/'));
    const admitted = socketAdmitted(student);
    await student.goto(`${site.url}/group/${gid}?l=en-US`);
    await admitted;
    const ws = await socket;
    await student.getByRole('button', { name: 'Apply to Join' }).click();
    const apply = student.getByRole('dialog');
    await apply.getByLabel('Invitation code').fill('abc123');
    await apply.getByLabel('Apply reason').fill('I sit in the second row');
    await apply.getByRole('button', { name: 'Apply to Join' }).click();
    await student.getByText('Applying', { exact: true }).waitFor();
    await expect(student.getByRole('tab', { name: 'Submissions' }).isDisabled()).resolves.toBe(
      true,
    );
    // A mark on this very document: a reload would lose it.
    await student.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    const teacher = await signedIn('teacher');
    await teacher.goto(`${site.url}/group/${gid}/member?l=en-US`);
    const applies = teacher.getByRole('table', { name: 'Applications' });
    await applies.getByText('I sit in the second row').waitFor();
    // The new member's page then joins the group's room: the answer to that subscription.
    const joined = ws.waitForEvent('framereceived', (f) => String(f.payload).startsWith('43'));
    await applies.getByRole('button', { name: 'Approve' }).click();

    await student.getByText('Your application was approved: welcome to the group!').waitFor();
    await student.getByRole('button', { name: 'Exit Group' }).waitFor();
    await expect(student.getByText('Applying', { exact: true }).count()).resolves.toBe(0);
    await expect(
      student.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).resolves.toBe(true);
    await look(student, 'group-community-approved-live-en-US-desktop');
    // Being in the room, the new member's feed takes the next announcement as it is posted.
    await joined;
    await student.getByText('No announcement').waitFor();
    await call(users.teacher!.token, 'POST', '/api/group/announcement', {
      id: null,
      gid: String(gid),
      title: 'Bring your notebook',
      content: 'Tomorrow at **8**.',
      status: 0,
      uid: null,
    });
    await student.getByText('Bring your notebook').waitFor();
    await student.getByRole('tab', { name: 'Submissions' }).click();
    await student.waitForURL(new RegExp(`/group/${gid}/status$`));
  });

  it("lists the group's submissions with live verdicts and opens one inside the group", async () => {
    const waiting = await pending('student');
    const student = await signedIn('student');
    await student.goto(`${site.url}/group/${gid}/status?l=en-US`);
    const row = student.getByRole('row').filter({ hasText: String(waiting) });
    await row.getByText('Pending').waitFor();
    await expect(student.getByRole('row').filter({ hasText: 'mate' }).count()).resolves.toBe(2);
    await recordVerdict(waiting, 'AC');
    // Pushed, not reloaded.
    await row.getByText('Accepted').waitFor();
    await look(student, 'group-community-status-en-US-desktop');
    await row.getByRole('link', { name: String(waiting) }).click();
    await student.waitForURL(new RegExp(`/group/${gid}/submission-detail/${waiting}$`));
    await student.getByRole('heading', { name: new RegExp(String(waiting)) }).waitFor();
    await expect(
      student.getByRole('tab', { name: 'Submissions' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    await student.getByRole('link', { name: 'Back to group submissions' }).click();
    await student.waitForURL(new RegExp(`/group/${gid}/status$`));

    // Outside the group nothing of it shows: the tab sends a stranger back to the group's home.
    const outsider = await signedIn('outsider');
    await outsider.goto(`${site.url}/group/${gid}/status?l=en-US`);
    await outsider.waitForURL(new RegExp(`/group/${gid}$`));
    await outsider.goto(`${site.url}/status?l=en-US`);
    await outsider.getByRole('heading', { name: 'Status', level: 1 }).waitFor();
    await settled(outsider);
    await expect(outsider.getByText('Class sum').count()).resolves.toBe(0);
  });

  it('ranks the members and links each AC count to their accepted submissions', async () => {
    const student = await signedIn('student');
    await student.goto(`${site.url}/group/${gid}/rank?l=en-US`);
    const table = student.getByRole('table', { name: 'Group ACM rank' });
    await table.getByRole('link', { name: 'teacher' }).waitFor();
    const order = await table.getByRole('row').allInnerTexts();
    const position = (name: string) => order.findIndex((text) => text.includes(name));
    // Teacher: 1 AC in 1 try; student: 1 AC in 1; mate: 1 AC in 2 tries.
    expect(position('mate')).toBeGreaterThan(position('teacher'));
    expect(position('mate')).toBeGreaterThan(position('student'));
    await look(student, 'group-community-rank-en-US-desktop');
    await table
      .getByRole('row')
      .filter({ hasText: 'mate' })
      .getByRole('link', { name: '1', exact: true })
      .click();
    await student.waitForURL(new RegExp(`/group/${gid}/status\\?username=mate&status=0$`));
    await student.getByRole('row').filter({ hasText: 'Accepted' }).first().waitFor();
    await settled(student);
    await expect(
      student.getByRole('row').filter({ hasText: 'Wrong Answer' }).count(),
    ).resolves.toBe(0);

    await student.goto(`${site.url}/group/${gid}/rank?l=en-US`);
    await student.getByRole('button', { name: 'OI', exact: true }).click();
    await student.waitForURL(/type=1/);
    await student.getByRole('table', { name: 'Group OI rank' }).waitFor();
    await student.getByRole('searchbox', { name: 'Search username or nickname' }).fill('tea');
    await student.getByRole('searchbox', { name: 'Search username or nickname' }).press('Enter');
    const oi = student.getByRole('table', { name: 'Group OI rank' });
    await expect.poll(() => oi.getByRole('row').count()).toBe(2);
    await oi.getByRole('link', { name: 'teacher' }).waitFor();
  });

  it('shows the status, detail and rank tabs at both widths in both languages', async () => {
    // The student's own submission: its code is theirs to read.
    const [own] = await site.db.sql<{ submit_id: number }[]>`
      SELECT submit_id FROM read.submissions WHERE gid = ${gid} AND username = 'student'`;
    for (const [lang, rankTable] of [
      ['en-US', 'Group ACM rank'],
      ['zh-CN', '团队 ACM 排名'],
    ] as const)
      for (const [width, viewport] of [
        ['desktop', desktop],
        ['phone', phone],
      ] as const) {
        if (!inSweep(lang, width)) continue;
        const page = await signedIn('student', viewport);
        await page.goto(`${site.url}/group/${gid}/status?l=${lang}`);
        await page.getByText('mate').filter({ visible: true }).first().waitFor();
        await look(page, `group-community-status-${lang}-${width}`);
        await page.goto(`${site.url}/group/${gid}/submission-detail/${own!.submit_id}?l=${lang}`);
        await page.getByText('return 0;').filter({ visible: true }).first().waitFor();
        await look(page, `group-community-detail-${lang}-${width}`);
        await page.goto(`${site.url}/group/${gid}/rank?l=${lang}`);
        if (width === 'desktop') await page.getByRole('table', { name: rankTable }).waitFor();
        await page.getByText('teacher').filter({ visible: true }).first().waitFor();
        await look(page, `group-community-rank-${lang}-${width}`);
      }
  });
});
