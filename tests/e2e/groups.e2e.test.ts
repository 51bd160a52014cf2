import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestJudge } from '@oj/judge/testing';
import { problemDto, type TestSite } from '@oj/server/testing';
import {
  desktop,
  phone,
  settled,
  shot,
  signedIn as signedInAs,
  startBrowserSite,
  inSweep,
  socketAdmitted,
  typeCode,
} from './browser.ts';

/**
 * Groups in a real browser, the class story of issue 17: a teacher (a site admin) creates a
 * private group, a student applies with the invitation code, the teacher approves and the
 * student's open page turns into a member's; the teacher adds a group problem and a group
 * contest, the student solves the problem with the real judge and is on the group rank; an
 * outsider sees none of it. Then the group pages for the screenshots.
 */
let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
let rootToken: string;
const contexts: BrowserContext[] = [];
let gid = 0;
let judge: Awaited<ReturnType<typeof startTestJudge>> | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-groups-e2e-'));
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
  await site.register('teacher');
  await site.register('student');
  await site.register('outsider');
  const { uid } = await site.login('teacher');
  // A teacher is a site admin here: admins skip the create-group AC gate and daily limits.
  await call(rootToken, 'PUT', '/api/admin/user/edit-user', {
    uid,
    email: 'teacher@example.com',
    type: 1001,
    status: 0,
  });
  await call(rootToken, 'PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0 });
  judge = await startTestJudge({ sql: site.db.sql, store: site.deps.store, name: 'groups-e2e' });
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await judge?.stop();
  await close?.();
});

const signedIn = async (username: string, viewport = desktop) =>
  (await signedInAs(site, browser, { username, viewport, contexts })).page;

const look = async (page: Page, name: string) => {
  await settled(page);
  await shot(page, name);
};

describe('groups', () => {
  it('lets a student join a private group with the code once the teacher approves', async () => {
    const teacher = await signedIn('teacher');
    await teacher.goto(`${site.url}/group?l=en-US`);
    await teacher.getByRole('heading', { name: 'Groups', level: 1 }).waitFor();
    await teacher.getByRole('button', { name: 'Create Group' }).click();
    const dialog = teacher.getByRole('dialog');
    await dialog.getByLabel('Group name').fill('Algorithm Club');
    await dialog.getByLabel('Short name').fill('algo1');
    await dialog.getByLabel('Brief').fill('Weekly practice for the club');
    await dialog.getByRole('radio', { name: 'Private' }).check();
    await dialog.getByLabel('Invitation code').fill('abc123');
    await dialog.getByLabel('Description').fill('## Welcome\n\nWe meet on **Fridays**.');
    await look(teacher, 'group-create-en-US-desktop');
    await dialog.getByRole('button', { name: 'Create Group' }).click();
    await teacher.getByText('Create successfully').first().waitFor();
    const card = teacher.getByRole('button', { name: /Algorithm Club/ });
    await card.waitFor();
    await look(teacher, 'group-list-en-US-desktop');
    const list = await call<{ records: { id: number; name: string }[] }>(
      rootToken,
      'GET',
      '/api/get-group-list?currentPage=1&limit=15',
    );
    gid = list.records.find((g) => g.name === 'Algorithm Club')!.id;

    const student = await signedIn('student');
    const admitted = socketAdmitted(student);
    await student.goto(`${site.url}/group?l=en-US`);
    await admitted;
    await student.getByRole('button', { name: /Algorithm Club/ }).click();
    await student.waitForURL(new RegExp(`/group/${gid}$`));
    await student.getByRole('heading', { name: 'Algorithm Club', level: 1 }).waitFor();
    await expect(student.title()).resolves.toContain('Algorithm Club');
    // The navbar's group mode: back home plus the group's own links.
    await student.getByRole('link', { name: 'Back home' }).waitFor();
    await student.getByRole('link', { name: 'Group Home' }).waitFor();
    await student.getByRole('button', { name: 'Apply to Join' }).click();
    const apply = student.getByRole('dialog');
    await apply.getByLabel('Invitation code').fill('zzz999');
    await apply.getByLabel('Apply reason').fill('I am in the club');
    await apply.getByRole('button', { name: 'Apply to Join' }).click();
    await apply.getByText('The invitation code is wrong, please try again').waitFor();
    await apply.getByLabel('Invitation code').fill('abc123');
    await apply.getByRole('button', { name: 'Apply to Join' }).click();
    await student.getByText('Applying', { exact: true }).waitFor();
    await look(student, 'group-applying-en-US-desktop');

    await teacher.goto(`${site.url}/group/${gid}/member?l=en-US`);
    const applies = teacher.getByRole('table', { name: 'Applications' });
    await applies.getByText('I am in the club').waitFor();
    await look(teacher, 'group-members-admin-en-US-desktop');
    await applies.getByRole('button', { name: 'Approve' }).click();
    await teacher
      .getByRole('table', { name: 'Members' })
      .getByRole('link', { name: 'student' })
      .waitFor();

    // No reload: the approval reaches the student's open page through the socket.
    await student.getByRole('button', { name: 'Exit Group' }).waitFor();
    await student.getByText('Applying', { exact: true }).waitFor({ state: 'detached' });
    await student.getByRole('tab', { name: 'Members' }).click();
    await student.waitForURL(new RegExp(`/group/${gid}/member$`));
    await student.getByRole('link', { name: 'teacher' }).waitFor();
    await look(student, 'group-members-student-en-US-desktop');
  });

  it('lets the student solve the group problem and rank in the group; an outsider sees none of it', async () => {
    const { token } = await site.login('teacher');
    await call(token, 'POST', '/api/group/problem', {
      ...problemDto({ problemId: '1', title: 'Club sum', gid: String(gid) }),
    });
    const problemId = 'algo11';
    const now = Date.now();
    await call(token, 'POST', '/api/group/contest', {
      title: 'Club cup',
      type: 0,
      description: 'Friday practice',
      auth: 0,
      pwd: null,
      startTime: new Date(now - 60_000).toISOString(),
      endTime: new Date(now + 3 * 3_600_000).toISOString(),
      duration: null,
      sealRank: false,
      sealRankTime: null,
      visible: true,
      openRank: false,
      rankShowName: 'username',
      starAccount: [],
      awardType: 0,
      awardConfigList: [],
      gid: String(gid),
    });

    const student = await signedIn('student');
    await student.goto(`${site.url}/group/${gid}/contest?l=en-US`);
    await student.getByText('Club cup').first().waitFor();
    await student.goto(`${site.url}/group/${gid}/problem?l=en-US`);
    await student.getByRole('table').getByText('Club sum').click();
    await student.waitForURL(new RegExp(`/group/${gid}/problem/${problemId}$`));
    await typeCode(student, solution);
    await student.getByRole('button', { name: 'Submit', exact: true }).click();
    await student
      .getByText('Accepted', { exact: true })
      .filter({ visible: true })
      .first()
      .waitFor();
    await student.goto(`${site.url}/group/${gid}/rank?l=en-US`);
    const rank = student.getByRole('table', { name: 'Group ACM rank' });
    await rank.getByRole('row').filter({ hasText: 'student' }).getByText('1').first().waitFor();
    await look(student, 'group-story-rank-en-US-desktop');

    // An outsider: the group's tabs send them back to its home, and no site list shows the work.
    const outsider = await signedIn('outsider');
    await outsider.goto(`${site.url}/group/${gid}/problem?l=en-US`);
    await outsider.waitForURL(new RegExp(`/group/${gid}$`));
    await outsider.getByRole('button', { name: 'Apply to Join' }).waitFor();
    const { token: outsiderToken } = await site.login('outsider');
    const problems = await call<{ records: { title: string }[] }>(
      outsiderToken,
      'GET',
      '/api/get-problem-list?limit=50',
    );
    expect(problems.records.map((p) => p.title)).not.toContain('Club sum');
    const contests = await call<{ records: { title: string }[] }>(
      outsiderToken,
      'GET',
      '/api/get-contest-list?limit=50',
    );
    expect(contests.records.map((c) => c.title)).not.toContain('Club cup');
    const status = await call<{ records: { username: string }[] }>(
      outsiderToken,
      'GET',
      '/api/get-submission-list?limit=50',
    );
    expect(status.records.map((r) => r.username)).not.toContain('student');
  });

  it('shows the group pages at both widths in both languages', async () => {
    // The teacher writes an announcement in the full-screen editor; members read it at home.
    const teacher = await signedIn('teacher');
    await teacher.goto(`${site.url}/group/${gid}/announcement?l=en-US`);
    await teacher.getByRole('button', { name: 'Create Announcement' }).click();
    const editor = teacher.getByRole('dialog');
    await editor.getByLabel('Title').fill('First meeting');
    await editor.getByLabel('Content').fill('Room **101**, 6 pm.');
    await look(teacher, 'group-announcement-editor-en-US-desktop');
    await editor.getByRole('button', { name: 'Save' }).click();
    const visible = teacher.getByRole('switch', { name: 'First meeting visible' });
    await visible.filter({ visible: true }).waitFor();
    await expect(visible.filter({ visible: true }).getAttribute('aria-checked')).resolves.toBe(
      'true',
    );
    for (const [lang, name] of [
      ['en-US', 'Announcements'],
      ['zh-CN', '公告'],
    ] as const) {
      for (const [width, viewport] of [
        ['desktop', desktop],
        ['phone', phone],
      ] as const) {
        if (!inSweep(lang, width)) continue;
        const teacher = await signedIn('teacher', viewport);
        await teacher.goto(`${site.url}/group?l=${lang}`);
        await teacher.getByRole('button', { name: /Algorithm Club/ }).waitFor();
        await look(teacher, `group-list-${lang}-${width}`);
        await teacher.goto(`${site.url}/group/${gid}?l=${lang}`);
        await teacher.getByText('First meeting').filter({ visible: true }).first().waitFor();
        await look(teacher, `group-home-${lang}-${width}`);
        await teacher.goto(`${site.url}/group/${gid}/member?l=${lang}`);
        await teacher
          .getByRole('link', { name: 'student' })
          .filter({ visible: true })
          .first()
          .waitFor();
        await look(teacher, `group-members-${lang}-${width}`);
        await teacher.getByRole('tab', { name }).click();
        await teacher.getByText('First meeting').filter({ visible: true }).first().waitFor();
        await look(teacher, `group-announcements-${lang}-${width}`);
      }
    }
  });
});
