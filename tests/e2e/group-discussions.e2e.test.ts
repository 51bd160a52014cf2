import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestSite } from '@oj/server/testing';
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
 * Group discussions and the group settings in a real browser: a member posts, another member
 * comments, a non-member cannot get in; the group root crops and uploads an avatar and edits
 * the group's info; then the pages at both widths in both languages for the screenshots.
 */
let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
let rootToken: string;
const contexts: BrowserContext[] = [];
const uids: Record<string, string> = {};
let gid = 0;
let did = 0;

const call = async <T = unknown>(token: string, method: string, url: string, body?: unknown) => {
  const answer = await site.call<T>(method, url, {
    token,
    ...(body === undefined ? {} : { body }),
  });
  expect(answer.body.status, `${method} ${url}: ${answer.body.msg}`).toBe(200);
  return answer.body.data;
};
const tokens: Record<string, string> = {};
const signedIn = async (username: string, viewport = desktop) =>
  (await signedInAs(site, browser, { username, viewport, contexts })).page;
const look = async (page: Page, name: string) => {
  await settled(page);
  await shot(page, name);
};
/** A real PNG: a landscape picture with a red left half and a blue right half. */
const halves = () =>
  sharp({ create: { width: 480, height: 320, channels: 3, background: '#1d4ed8' } })
    .composite([
      {
        input: { create: { width: 240, height: 320, channels: 3, background: '#dc2626' } },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite());
  rootToken = (await site.login('root', 'root-password')).token;
  await call(rootToken, 'PUT', '/api/admin/switch/update', {
    openGroupDiscussion: true,
    defaultCreateGroupACInitValue: 0,
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateCommentACInitValue: 0,
  });
  for (const name of ['teacher', 'alice', 'bob', 'eve']) {
    await site.register(name);
    const login = await site.login(name);
    tokens[name] = login.token;
    uids[name] = login.uid;
  }
  await call(tokens.teacher!, 'POST', '/api/group', {
    name: 'Graph Theory Club',
    shortName: 'graph1',
    brief: 'Shortest paths every week',
    description: 'We meet on **Tuesdays**.',
    auth: 3,
    code: 'abc123',
  });
  const groups = await call<{ records: { id: number; name: string }[] }>(
    rootToken,
    'GET',
    '/api/get-group-list?currentPage=1&limit=15',
  );
  gid = groups.records.find((g) => g.name === 'Graph Theory Club')!.id;
  for (const name of ['alice', 'bob']) {
    await call(tokens[name]!, 'POST', `/api/group/member?gid=${gid}&code=abc123&reason=I+am+in`);
    await call(tokens.teacher!, 'PUT', '/api/group/member', {
      gid: String(gid),
      uid: uids[name],
      auth: 3,
    });
  }
  await call(rootToken, 'POST', '/api/discussion-category', [
    { name: 'General' },
    { name: 'Solutions' },
  ]);
}, 300_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await close?.();
});

describe('group discussions', () => {
  it('lets a member post and another comment; a non-member cannot open it', async () => {
    const alice = await signedIn('alice');
    await alice.goto(`${site.url}/group/${gid}?l=en-US`);
    await alice.getByRole('tab', { name: 'Discussions' }).click();
    await alice.waitForURL(new RegExp(`/group/${gid}/discussion$`));
    await alice.getByRole('button', { name: 'New discussion' }).click();
    const dialog = alice.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Dijkstra with negative edges?');
    await dialog.getByLabel('Description').fill('Why it breaks');
    await dialog
      .getByRole('textbox', { name: 'Content' })
      .fill('It **breaks**: <img src=x onerror="window.__xss = 1"> use Bellman-Ford.');
    // A member has no pin switch (a group admin's) and no editor upload (admins only).
    expect(await dialog.getByRole('switch').count()).toBe(0);
    await look(alice, 'group-discussions-create-en-US-desktop');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await alice.getByText('Post successfully').first().waitFor();
    await alice.getByRole('link', { name: 'Dijkstra with negative edges?' }).click();
    await alice.waitForURL(new RegExp(`/group/${gid}/discussion-detail/\\d+$`));
    did = Number(/discussion-detail\/(\d+)/.exec(alice.url())![1]);
    await alice.locator('.markdown-body strong', { hasText: 'breaks' }).waitFor();
    // The group's tab stays highlighted on the detail page.
    await expect(
      alice.getByRole('tab', { name: 'Discussions' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');

    const bob = await signedIn('bob');
    await bob.goto(`${site.url}/group/${gid}/discussion-detail/${did}?l=en-US`);
    await bob.getByRole('heading', { name: 'Dijkstra with negative edges?' }).waitFor();
    await bob.getByPlaceholder(/Write a comment/).fill('Bellman-Ford or **SPFA**, yes.');
    await bob.getByRole('button', { name: 'Send' }).click();
    await bob.getByTestId('comments').locator('strong', { hasText: 'SPFA' }).waitFor();
    expect(await bob.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await look(bob, 'group-discussions-detail-en-US-desktop');
    await alice.reload();
    await alice.getByTestId('comments').locator('strong', { hasText: 'SPFA' }).waitFor();
    expect(await alice.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();

    // Eve is not a member: the page sends her to the group's home, the server refuses too.
    const eve = await signedIn('eve');
    await eve.goto(`${site.url}/group/${gid}/discussion-detail/${did}?l=en-US`);
    await eve.waitForURL(new RegExp(`/group/${gid}$`));
    await eve.getByRole('button', { name: 'Apply to Join' }).waitFor();
    expect(await eve.getByText('Dijkstra with negative edges?').count()).toBe(0);
    const refused = await site.call('GET', `/api/get-discussion-detail?did=${did}`, {
      token: tokens.eve!,
    });
    expect(refused.body.status).toBe(403);
  });

  it('sends everyone home with No Access while the group-discussion switch is off', async () => {
    await call(rootToken, 'PUT', '/api/admin/switch/update', { openGroupDiscussion: false });
    try {
      const alice = await signedIn('alice');
      await alice.goto(`${site.url}/group/${gid}/discussion?l=en-US`);
      await alice.waitForURL(/\/home$/);
      await alice.getByText('No Access').first().waitFor();
      await alice.goto(`${site.url}/group/${gid}?l=en-US`);
      await alice.getByRole('tab', { name: 'Members' }).waitFor();
      expect(await alice.getByRole('tab', { name: 'Discussions' }).count()).toBe(0);
    } finally {
      await call(rootToken, 'PUT', '/api/admin/switch/update', { openGroupDiscussion: true });
    }
  });

  it('lets the group root crop and upload an avatar and edit the group info', async () => {
    const teacher = await signedIn('teacher');
    await teacher.goto(`${site.url}/group/${gid}/setting?l=en-US`);
    const input = teacher.getByLabel('Upload a new group avatar');
    // Checked in the browser before anything is sent.
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await teacher
      .getByText(/File type not support/)
      .first()
      .waitFor();
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2_097_153, 7),
    });
    await teacher
      .getByText(/Exceed max size limit/)
      .first()
      .waitFor();

    const png = await halves();
    const dialog = teacher.getByRole('dialog', { name: 'Crop the avatar' });
    await input.setInputFiles({ name: 'club.png', mimeType: 'image/png', buffer: png });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await input.setInputFiles({ name: 'club.png', mimeType: 'image/png', buffer: png });
    await dialog.getByRole('button', { name: 'Rotate left' }).click();
    await dialog.getByRole('button', { name: 'Rotate right' }).click();
    await dialog.getByRole('button', { name: 'Rotate right' }).click();
    await look(teacher, 'group-discussions-avatar-crop-en-US-desktop');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await teacher.getByText('The group avatar has been updated').first().waitFor();
    const header = teacher.locator('img[src^="/api/public/group-avatar/"]').first();
    await expect
      .poll(() => header.getAttribute('src'))
      .toMatch(/^\/api\/public\/group-avatar\/[0-9a-f]{64}\.png$/);
    const stored = Buffer.from(
      await (await fetch(site.url + (await header.getAttribute('src'))!)).arrayBuffer(),
    );
    expect(await sharp(stored).metadata()).toMatchObject({
      format: 'png',
      width: 200,
      height: 200,
    });
    // Turned a quarter clockwise, the red left half is on top.
    const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const [r, , b] = [data[0]!, data[1]!, data[2]!];
    expect(r).toBeGreaterThan(b);

    await teacher.getByLabel('Group name').fill('Tiny');
    await teacher.getByRole('button', { name: 'Save' }).click();
    await teacher.getByText('Must be 5 to 25 characters').waitFor();
    await teacher.getByLabel('Group name').fill('Graph Theory Society');
    await teacher.getByLabel('Brief').fill('Flows and matchings too');
    await teacher.getByRole('button', { name: 'Save' }).click();
    await teacher.getByText('Update successfully').first().waitFor();
    await teacher.getByRole('heading', { name: 'Graph Theory Society', level: 1 }).waitFor();
    await teacher.locator('header').getByText('Flows and matchings too').waitFor();
    const group = await call<{ name: string; brief: string; code: string }>(
      tokens.teacher!,
      'GET',
      `/api/get-group-detail?gid=${gid}`,
    );
    expect(group).toMatchObject({
      name: 'Graph Theory Society',
      brief: 'Flows and matchings too',
      code: 'abc123',
    });
  });

  it('shows the group discussion and setting pages at both widths in both languages', async () => {
    // The group root's pinned post shows the top marker and the SPA badge.
    const categories = await call<{ id: number }[]>(rootToken, 'GET', '/api/discussion-category');
    await call(tokens.teacher!, 'POST', '/api/group/discussion', {
      gid: String(gid),
      title: 'Welcome to the club',
      description: 'Read this first',
      content: 'Be kind.',
      categoryId: String(categories[0]!.id),
      topPriority: true,
      pid: null,
    });
    for (const [lang, adminLabel] of [
      ['en-US', 'Discussion Admin'],
      ['zh-CN', '讨论管理'],
    ] as const) {
      for (const [width, viewport] of [
        ['desktop', desktop],
        ['phone', phone],
      ] as const) {
        if (!inSweep(lang, width)) continue;
        const teacher = await signedIn('teacher', viewport);
        const visible = (text: string) => teacher.getByText(text).filter({ visible: true }).first();
        await teacher.goto(`${site.url}/group/${gid}/discussion?l=${lang}`);
        await visible('Dijkstra with negative edges?').waitFor();
        await look(teacher, `group-discussions-list-${lang}-${width}`);
        await teacher.getByRole('button', { name: adminLabel }).click();
        await teacher.getByRole('switch').filter({ visible: true }).first().waitFor();
        await look(teacher, `group-discussions-admin-${lang}-${width}`);
        await teacher.goto(`${site.url}/group/${gid}/discussion-detail/${did}?l=${lang}`);
        await teacher.locator('.markdown-body strong', { hasText: 'SPFA' }).waitFor();
        await look(teacher, `group-discussions-detail-${lang}-${width}`);
        await teacher.goto(`${site.url}/group/${gid}/setting?l=${lang}`);
        await teacher.locator('img[src^="/api/public/group-avatar/"]').first().waitFor();
        await look(teacher, `group-discussions-setting-${lang}-${width}`);
        await teacher.context().close();
      }
    }
  });
});
