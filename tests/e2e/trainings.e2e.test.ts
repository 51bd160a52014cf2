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
  typeCode,
} from './browser.ts';

/**
 * Trainings in a real browser: a student enters a private training with its password, solves
 * its problem, and a second browser on the rank sees the row move without reloading; an admin
 * creates a category and a training and adds a problem with the large picker.
 */
let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
let rootToken: string;
const contexts: BrowserContext[] = [];
const users: Record<string, { uid: string; token: string }> = {};
let tid = 0;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-trainings-e2e-'));

const asRoot = async <T = unknown>(method: string, url: string, body?: unknown) => {
  const answer = await site.call<T>(method, url, {
    token: rootToken,
    ...(body === undefined ? {} : { body }),
  });
  expect(answer.body.status, `${method} ${url}: ${answer.body.msg}`).toBe(200);
  return answer.body.data;
};

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite({ dataDir }));
  rootToken = (await site.login('root', 'root-password')).token;
  for (const name of ['alice', 'bob']) {
    await site.register(name);
    users[name] = await site.login(name);
  }
  // No judge runs here: a registered language is enough for submit-problem-judge.
  await judgeRunningC(site, 'e2e');
  await asRoot('POST', '/api/admin/problem', problemDto({ problemId: 'P1000', title: 'A + B' }));
  await asRoot('POST', '/api/admin/problem', problemDto({ problemId: 'P1001', title: 'Maze' }));
  const [row] = await site.db.sql<{ pid: number }[]>`
    SELECT pid FROM read.problems WHERE problem_id = 'P1000'`;
  const pid = Number(row!.pid);
  const category = await asRoot<{ id: number }>('POST', '/api/admin/training/category', {
    name: 'Basics',
    color: '#e6a23c',
  });
  await asRoot('POST', '/api/admin/training', {
    training: {
      title: 'Warm-up',
      description: '## Warm-up\n\nStart **here**.',
      auth: 'Private',
      privatePwd: 'pw',
      rank: 1,
      status: true,
    },
    trainingCategory: { id: category.id },
  });
  const list = await asRoot<{ records: { id: number; title: string }[] }>(
    'GET',
    '/api/admin/training/get-training-list?currentPage=1&limit=10',
  );
  tid = list.records.find((t) => t.title === 'Warm-up')!.id;
  await asRoot('POST', '/api/admin/training/add-problem-from-public', {
    tid,
    pid,
    displayId: 'P1000',
  });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await close?.();
});

const signedIn = async (username: string, password = 'secret123', viewport = desktop) =>
  (await signedInAs(site, browser, { username, password, viewport, contexts })).page;

/**
 * Resolves once the page's socket got the answer to its first subscription (an ack, "43..."),
 * so the server has put it in the training's room and a push from then on reaches it.
 */
const roomJoined = async (page: Page) => {
  const ws = await page.waitForEvent('websocket', (w) => w.url().includes('/socket.io/'));
  await ws.waitForEvent('framereceived', (f) => String(f.payload).startsWith('43'));
};

describe('trainings', () => {
  it('lets a student register with the password and solve a problem while the rank moves live', async () => {
    const alice = await signedIn('alice');
    await alice.goto(`${site.url}/training?l=en-US`);
    await alice.getByRole('link', { name: 'Warm-up' }).waitFor();
    await settled(alice);
    await shot(alice, 'trainings-list-en-US-desktop');
    await alice.getByRole('link', { name: 'Warm-up' }).click();
    await alice.waitForURL(new RegExp(`/training/${tid}$`));
    // The navbar's training mode: back home plus the training's own links.
    await alice.getByRole('link', { name: 'Back home' }).waitFor();
    await alice.getByRole('link', { name: 'Training home' }).waitFor();
    await expect(alice.getByRole('tab', { name: 'Problem List' }).isDisabled()).resolves.toBe(true);

    const password = alice.getByLabel('Training password');
    await password.fill('nope');
    await alice.getByRole('button', { name: 'OK' }).click();
    await alice.getByText('The training password is wrong, please enter it again').waitFor();
    await password.fill('pw');
    await alice.getByRole('button', { name: 'OK' }).click();
    await alice.getByText('Register training successfully').first().waitFor();
    await alice.getByRole('tab', { name: 'Problem List' }).click();
    await alice.waitForURL(new RegExp(`/training/${tid}/problems$`));
    await alice.getByRole('link', { name: 'A + B' }).waitFor();
    await settled(alice);
    await shot(alice, 'training-problems-en-US-desktop');

    // The rank, open in a second browser (root, the training's admin), before the verdict.
    const watcher = await signedIn('root', 'root-password');
    const joined = roomJoined(watcher);
    await watcher.goto(`${site.url}/training/${tid}/rank?l=en-US`);
    await joined;
    await watcher.getByRole('columnheader', { name: 'P1000' }).waitFor();

    await alice.getByRole('link', { name: 'A + B' }).click();
    await alice.waitForURL(new RegExp(`/training/${tid}/problem/P1000$`));
    await alice.locator('.cm-content').first().waitFor();
    await typeCode(alice, 'int main(){return 0;}');
    await alice.getByRole('button', { name: 'Submit', exact: true }).click();
    await alice.getByRole('region', { name: 'Code editor' }).getByText('Pending').first().waitFor();
    const [row] = await site.db.sql<{ submit_id: number }[]>`
      SELECT submit_id FROM read.submissions WHERE uid = ${users.alice!.uid}
       ORDER BY submit_id DESC LIMIT 1`;
    await judgeAgain(site, Number(row!.submit_id), { status: 'AC', time: 7 });

    // Pushed, not reloaded: the same document shows alice with one solved problem.
    const aliceRow = watcher.locator(`tr[data-uid="${users.alice!.uid}"]`);
    await aliceRow.getByText('AC', { exact: true }).waitFor();
    await expect(aliceRow.locator('td').nth(3).innerText()).resolves.toContain('1');
    await settled(watcher);
    await shot(watcher, 'training-rank-en-US-desktop');
    // The record list of a private training (its admins): who registered.
    await watcher.getByRole('tab', { name: 'Record List' }).click();
    await watcher.getByRole('table').getByRole('link', { name: 'alice' }).waitFor();
    // The header's progress of the student follows too.
    await alice.getByRole('progressbar', { name: 'Solved 1 of 1' }).waitFor();
  });

  it('shows the training pages on a phone in Chinese', async () => {
    const alice = await signedIn('alice', 'secret123', phone);
    await alice.goto(`${site.url}/training?l=zh-CN`);
    await alice.getByRole('link', { name: 'Warm-up' }).first().waitFor();
    await settled(alice);
    await shot(alice, 'trainings-list-zh-CN-phone');
    await alice.goto(`${site.url}/training/${tid}?l=zh-CN`);
    await alice.getByRole('heading', { name: 'Warm-up', level: 1 }).waitFor();
    await settled(alice);
    await shot(alice, 'training-detail-zh-CN-phone');
    await alice.goto(`${site.url}/training/${tid}/rank?l=zh-CN`);
    await alice.getByText('(7ms)').filter({ visible: true }).first().waitFor();
    await settled(alice);
    await shot(alice, 'training-rank-zh-CN-phone');
    await alice.goto(`${site.url}/training/${tid}/problem/P1000/full-screen?l=zh-CN`);
    await alice.getByRole('navigation', { name: '本组题目' }).waitFor();
    await settled(alice);
    await shot(alice, 'training-full-screen-zh-CN-phone');
    const wide = await signedIn('alice');
    await wide.goto(`${site.url}/training/${tid}/problem/P1000/full-screen?l=en-US`);
    await wide.getByRole('navigation', { name: 'Problems of this set' }).waitFor();
    await wide.locator('.cm-content').first().waitFor();
    await settled(wide);
    await shot(wide, 'training-full-screen-en-US-desktop');
  });

  it('lets an admin create a category and a training and add a problem from the public set', async () => {
    const root = await signedIn('root', 'root-password');
    await root.goto(`${site.url}/admin/training/category?l=en-US`);
    await root.getByRole('button', { name: 'Create category' }).click();
    const dialog = root.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Graphs');
    await dialog.getByRole('textbox', { name: 'Colour', exact: true }).fill('#67c23a');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await root.getByRole('cell', { name: '#67c23a' }).waitFor();

    await root.goto(`${site.url}/admin/training/create?l=en-US`);
    await root.getByLabel('Title', { exact: true }).fill('Shortest paths');
    await root.getByLabel('Category').selectOption({ label: 'Graphs' });
    await root.getByRole('textbox', { name: 'Description (Markdown)' }).fill('Dijkstra first.');
    await root.getByRole('radio', { name: 'Private' }).check();
    await root.getByLabel('Training password').fill('secret');
    await settled(root);
    await shot(root, 'admin-training-form-en-US-desktop');
    await root.getByRole('button', { name: 'Create', exact: true }).click();
    await root.waitForURL(/\/admin\/training$/);
    await root.getByRole('table').getByText('Shortest paths').waitFor();
    await root.getByRole('link', { name: 'Problems of Shortest paths' }).click();
    await root.getByRole('button', { name: 'Add from public problems' }).click();
    await root.getByRole('button', { name: 'Add problem P1001' }).click();
    await root.getByText('Problem P1001 added').first().waitFor();
    await root.keyboard.press('Escape');
    await root.getByRole('dialog').waitFor({ state: 'detached' });
    await root.getByRole('spinbutton', { name: 'Order of problem P1001' }).waitFor();
    await settled(root);
    await shot(root, 'admin-training-problems-en-US-desktop');
    await root.goto(`${site.url}/admin/training?l=zh-CN`);
    await root.getByRole('table').getByText('Shortest paths').waitFor();
    await settled(root);
    await shot(root, 'admin-trainings-zh-CN-desktop');
  });
});
