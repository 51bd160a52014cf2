import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { nextId, userMessageStream } from '@oj/events';
import type { TestSite } from '@oj/server/testing';
import {
  desktop,
  inSweep,
  phone,
  shot,
  socketAdmitted,
  startBrowserSite,
  signedIn as signedInAs,
} from './browser.ts';

let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
let aliceUid: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite());
  await site.register('alice');
  await site.register('bob');
  aliceUid = (await site.login('alice')).uid;
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await close?.();
});

/** A page signed in as `username`, stored as the login dialog stores it. */
const signedIn = async (username: string, password: string, viewport = desktop) => {
  const { page, token } = await signedInAs(site, browser, {
    username,
    password,
    viewport,
    contexts,
  });
  return { page, token };
};

/** What the comment feature will deliver: someone's comment, reply or like on alice's post. */
const deliver = async (kind: 'comment' | 'reply' | 'like', title: string) => {
  const id = await nextId(site.db.sql, 'user_message');
  const { position } = await site.deps.store.append(userMessageStream(id), [
    {
      type: 'UserMessageDelivered',
      data: {
        id,
        kind,
        recipientId: aliceUid,
        senderId: 'bob',
        senderUsername: 'bob',
        sourceType: 'Discussion',
        sourceId: 12,
        sourceTitle: title,
        sourceContent: kind === 'like' ? '' : 'Sliding window works here: keep two pointers.',
        quoteId: kind === 'reply' ? 3 : null,
        quoteType: kind === 'reply' ? 'Comment' : null,
        quoteContent: kind === 'reply' ? 'How do I avoid the O(n²) loop?' : '',
        url: '/discussion-detail/12',
        at: new Date().toISOString(),
      },
    },
  ]);
  await site.deps.projections.waitFor(position);
};

const badge = (page: Page) => page.getByRole('banner').getByTestId('unread-badge').first();
/**
 * Waits until the badge reads exactly `count`. Reading `textContent` once would only wait for
 * the badge to exist: when it already shows the old number, the push may still be on its way.
 */
const badgeShows = (page: Page, count: string) =>
  page
    .getByRole('banner')
    .getByTestId('unread-badge')
    .filter({ hasText: new RegExp(`^${count}$`) })
    .first()
    .waitFor();

it('keeps the admin area and its menu entry for admin roles', async () => {
  const { page } = await signedIn('bob', 'secret123');
  await page.goto(`${site.url}/home?l=en-US`);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Messages' }).waitFor();
  expect(await page.getByRole('menuitem', { name: 'Management' }).count()).toBe(0);
  await page.goto(`${site.url}/admin/user`);
  await page.waitForURL(/\/admin\/login$/);
});

it('raises the badge live when a notice arrives and lowers it when the list is read', async () => {
  const alice = await signedIn('alice', 'secret123');
  // The badge moves by pushes: the notices are sent once alice's socket is in.
  const admitted = socketAdmitted(alice.page);
  await alice.page.goto(`${site.url}/home?l=en-US`);
  await alice.page.getByRole('button', { name: 'User menu' }).waitFor();
  await admitted;
  expect(await badge(alice.page).count()).toBe(0);

  // The super admin sends alice a personal notice from the back office.
  const root = await signedIn('root', 'root-password');
  await root.page.goto(`${site.url}/admin/notice?l=en-US`);
  await root.page.getByRole('button', { name: 'Send a notice' }).click();
  const dialog = root.page.getByRole('dialog');
  await dialog.getByPlaceholder('Title').fill('Your prize is ready');
  await dialog.getByLabel('Send to').selectOption('Mine');
  await dialog.getByPlaceholder('Recipient username').fill('alice');
  await dialog.getByLabel('Content (markdown)').fill('Collect it at **the front desk**.');
  await shot(root.page, 'admin-notice-en-US-desktop-dialog');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await root.page.getByRole('cell', { name: 'Your prize is ready', exact: true }).waitFor();

  await badgeShows(alice.page, '1');
  // And one to everyone, through the API.
  const sent = await site.call('POST', '/api/admin/msg/notice', {
    token: root.token,
    body: { title: 'Contest on Sunday', content: 'Starts at *10:00*.', type: 'Sys' },
  });
  expect(sent.body.status).toBe(200);
  await badgeShows(alice.page, '2');

  await alice.page.getByRole('button', { name: 'User menu' }).click();
  await alice.page.getByRole('menuitem', { name: 'Messages' }).click();
  await alice.page.waitForURL(/\/message\/discuss$/);
  await alice.page.getByRole('link', { name: /System notices/ }).click();
  await alice.page.getByRole('heading', { name: 'Contest on Sunday' }).waitFor();
  await badgeShows(alice.page, '1');
  await alice.page.getByRole('link', { name: /My notices/ }).click();
  await alice.page.getByText('the front desk').waitFor();
  await badge(alice.page).waitFor({ state: 'detached' });

  // Switching the language keeps the page and speaks Chinese.
  await alice.page.getByRole('button', { name: '简体中文' }).click();
  await alice.page.getByRole('heading', { name: '消息中心' }).waitFor();
  await alice.page.getByRole('link', { name: /系统通知/ }).waitFor();
});

it('catches the badge up after its server missed the notice, without a reload', async () => {
  const alice = await signedIn('alice', 'secret123');
  const admitted = socketAdmitted(alice.page);
  await alice.page.goto(`${site.url}/home?l=en-US`);
  await admitted;
  await badge(alice.page).waitFor({ state: 'detached' });
  // Cut the site's LISTEN connections again and again while the notice is delivered: its
  // NOTIFY finds nobody listening, as after a dropped database connection. Alice's socket stays
  // up, so only the server's `site:resync` can make her page ask for the counts again.
  let cutting = true;
  const cut = (async () => {
    while (cutting) {
      await site.db.sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN %'`;
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  try {
    await expect.poll(() => site.deps.realtimeListening?.()).toBe(false);
    await deliver('like', 'Prefix sums');
  } finally {
    cutting = false;
    await cut;
  }
  await badgeShows(alice.page, '1');
});

it('lets an admin edit a user in /admin/user', async () => {
  const root = await signedIn('root', 'root-password');
  await root.page.goto(`${site.url}/admin/user?l=en-US`);
  await root.page.getByPlaceholder('Username, name or e-mail').fill('alice');
  await root.page.keyboard.press('Enter');
  await root.page.waitForURL(/keyword=alice/);
  await root.page.getByRole('button', { name: 'Edit alice' }).first().click();
  const dialog = root.page.getByRole('dialog');
  await dialog.getByPlaceholder('Real name').fill('Alice Liddell');
  await dialog.getByLabel('User type').selectOption('1003');
  await shot(root.page, 'admin-user-en-US-desktop-edit');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await root.page.getByRole('cell', { name: 'No submit' }).first().waitFor();
  const row = await site.db.sql<{ realname: string; role_id: number }[]>`
    SELECT realname, role_id FROM read.users WHERE username = 'alice'`;
  expect(row[0]).toEqual({ realname: 'Alice Liddell', role_id: 1003 });
});

it('imports users from a CSV file and generates accounts with a one-time download', async () => {
  const root = await signedIn('root', 'root-password');
  await root.page.goto(`${site.url}/admin/user?tab=import&l=en-US`);
  const csv = (text: string) => ({
    name: 'users.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  });
  const input = root.page.locator('input[type=file]');
  await input.setInputFiles(
    csv('username,password,email\ncarol,secret123,carol@example.com\nbob,secret123\n'),
  );
  await root.page.getByRole('button', { name: 'Import 2 users' }).click();
  await root.page.getByText('Nothing was imported: 1 row has a problem (see the table).').waitFor();
  await root.page.getByRole('cell', { name: 'The username already exists' }).waitFor();
  await shot(root.page, 'admin-user-import-en-US-desktop-refused');
  await input.setInputFiles(csv('carol,secret123,carol@example.com,Carol C,female,cc,MIT\n'));
  await root.page.getByRole('button', { name: 'Import 1 user' }).click();
  await root.page.getByText('1 user imported').waitFor();
  expect((await site.login('carol')).token).toBeTruthy();

  await root.page.getByRole('tab', { name: 'Generate users' }).click();
  await root.page.getByPlaceholder('Prefix').fill('team');
  await root.page.getByPlaceholder('End number').fill('3');
  const download = root.page.waitForEvent('download');
  await root.page.getByRole('button', { name: 'Generate and download' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await root.page.getByText('3 accounts created').waitFor();
  const made = await site.db
    .sql`SELECT username FROM read.users WHERE username LIKE 'team%' ORDER BY username`;
  expect(made.map((u) => u.username as string)).toEqual(['team1', 'team2', 'team3']);
});

it('renders the message center and user admin in the screenshot sweep (1440 and 375 px)', async () => {
  await deliver('comment', 'Two pointers on arrays');
  await deliver('reply', 'Two pointers on arrays');
  await deliver('like', 'Segment tree notes');
  for (const [name, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    const english = inSweep('en-US', name);
    const chinese = inSweep('zh-CN', name);
    const alice = await signedIn('alice', 'secret123', viewport);
    for (const box of english ? ['discuss', 'reply', 'like', 'sys', 'mine'] : []) {
      await alice.page.goto(`${site.url}/message/${box}?l=en-US`);
      await alice.page.getByRole('heading', { name: 'Message center' }).waitFor();
      await alice.page.waitForLoadState('networkidle');
      await shot(alice.page, `message-${box}-en-US-${name}`);
    }
    if (chinese) {
      await alice.page.goto(`${site.url}/message/sys?l=zh-CN`);
      await alice.page.getByRole('heading', { name: '消息中心' }).waitFor();
      await alice.page.waitForLoadState('networkidle');
      await shot(alice.page, `message-sys-zh-CN-${name}`);
    }

    const root = await signedIn('root', 'root-password', viewport);
    for (const tab of english ? ['', '?tab=import', '?tab=generate'] : []) {
      await root.page.goto(`${site.url}/admin/user${tab}${tab ? '&' : '?'}l=en-US`);
      await root.page.waitForLoadState('networkidle');
      await shot(root.page, `admin-user${tab ? `-${tab.slice(5)}` : ''}-en-US-${name}`);
    }
    if (chinese) {
      await root.page.goto(`${site.url}/admin/user?l=zh-CN`);
      await root.page.waitForLoadState('networkidle');
      await shot(root.page, `admin-user-zh-CN-${name}`);
    }
    if (english) {
      await root.page.goto(`${site.url}/admin/notice?l=en-US`);
      await root.page.waitForLoadState('networkidle');
      await shot(root.page, `admin-notice-en-US-${name}`);
    }
  }
});
