import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  judgeRunningC,
  judgeAgain,
  judgedSubmission,
  problemDto,
  type TestSite,
} from '@oj/server/testing';
import {
  desktop,
  inSweep,
  phone,
  settled,
  shot,
  startBrowserSite,
  signedIn as signedInAs,
  typeCode,
} from './browser.ts';

/**
 * The contest problem page and the contest help desk in a real browser: the problem inside the
 * contest layout, submit (closed after the end, the password of a protected contest first),
 * the submissions tab with a verdict arriving live, printing, the AC info and a rejudge.
 */
let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
let rootToken: string;
const contexts: BrowserContext[] = [];
const cids: Record<string, number> = {};
const users: Record<string, { uid: string; token: string }> = {};
let pid = 0;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-contest-problem-e2e-'));

const hour = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

const asRoot = async <T = unknown>(method: string, url: string, body?: unknown) => {
  const answer = await site.call<T>(method, url, {
    token: rootToken,
    ...(body === undefined ? {} : { body }),
  });
  expect(answer.body.status, `${method} ${url}: ${answer.body.msg}`).toBe(200);
  return answer.body.data;
};

const createContest = async (title: string, over: Record<string, unknown>) => {
  const { id } = await asRoot<{ id: number }>('POST', '/api/admin/contest', {
    title,
    description: `## ${title}\n\nGood luck!`,
    ...over,
  });
  await asRoot('POST', '/api/admin/contest/add-problem-from-public', {
    cid: id,
    pid,
    displayId: 'A',
  });
  return id;
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
  const [row] = await site.db.sql<{ pid: number }[]>`
    SELECT pid FROM read.problems WHERE problem_id = 'P1000'`;
  pid = Number(row!.pid);
  cids.live = await createContest('Live Cup', {
    type: 0,
    auth: 0,
    openPrint: true,
    startTime: at(-1),
    endTime: at(3),
  });
  cids.ended = await createContest('Old Cup', {
    type: 0,
    auth: 0,
    startTime: at(-50),
    endTime: at(-45),
  });
  cids.locked = await createContest('Locked Cup', {
    type: 0,
    auth: 2,
    pwd: 'pw',
    startTime: at(-1),
    endTime: at(3),
  });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await close?.();
});

/** A page signed in as `username`, stored as the login dialog stores it. */
const signedIn = async (username: string, password = 'secret123', viewport = desktop) =>
  (await signedInAs(site, browser, { username, password, viewport, contexts })).page;
const asRootPage = (viewport = desktop) => signedIn('root', 'root-password', viewport);

const settle = settled;
/** Closes the sticky notifications so a screenshot shows the page under them. */
const closeNotices = async (page: Page) => {
  const buttons = page.getByRole('status').getByRole('button', { name: /Close|关闭/ });
  for (let n = await buttons.count(); n > 0; n = await buttons.count()) {
    await buttons.first().click();
    // One at a time: a closing notice is still there until its exit animation ends.
    await expect.poll(() => buttons.count()).toBeLessThan(n);
  }
};
const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

describe('the contest problem page', () => {
  it('opens from the problems tab inside the contest, submits, and the verdict arrives live', async () => {
    const page = await signedIn('alice');
    await page.goto(`${site.url}/contest/${cids.live}/problems?l=en-US`);
    await page.getByRole('link', { name: 'A + B', exact: true }).click();
    await page.waitForURL(new RegExp(`/contest/${cids.live}/problem/A$`));
    // The contest header and tabs stay, with the problems tab selected.
    await page.getByRole('heading', { name: 'Live Cup', level: 1 }).waitFor();
    await expect(tab(page, 'Problems').getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByRole('heading', { name: /A\s*A \+ B/ }).waitFor();
    await page.locator('.cm-content').first().waitFor();
    await typeCode(page, 'int main(){return 0;}');
    await submitButton(page).click();
    await page.getByRole('region', { name: 'Code editor' }).getByText('Pending').first().waitFor();
    await closeNotices(page);
    await settle(page);
    await shot(page, 'contest-problem-en-US-desktop');

    const [row] = await site.db.sql<{ submit_id: number }[]>`
      SELECT submit_id FROM read.submissions WHERE cid = ${cids.live!} ORDER BY submit_id DESC LIMIT 1`;
    const submitId = Number(row!.submit_id);

    await tab(page, 'Submissions').click();
    await page.waitForURL(new RegExp(`/contest/${cids.live}/submissions$`));
    const line = page.locator(`tr[data-submit-id="${submitId}"]`);
    await line.getByText('Pending').waitFor();
    await judgeAgain(site, submitId, { status: 'AC', time: 3 });
    // Pushed over the socket: no reload.
    await line.getByText('Accepted').waitFor();
    await settle(page);
    await shot(page, 'contest-submissions-en-US-desktop');

    await line.getByRole('link', { name: String(submitId), exact: true }).click();
    await page.waitForURL(
      new RegExp(`/contest/${cids.live}/problem/A/submission-detail/${submitId}$`),
    );
    await page.getByRole('heading', { name: 'Live Cup', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Back to submissions' }).waitFor();
  });

  it('filters the submissions tab by the URL query', async () => {
    const page = await asRootPage();
    await page.goto(`${site.url}/contest/${cids.live}/submissions?l=en-US`);
    await page.locator('tr[data-submit-id]').first().waitFor();
    await page.getByRole('switch', { name: 'Mine only' }).click();
    await page.waitForURL(/onlyMine=true/);
    await page.getByText('No submissions').waitFor();
    await page.getByRole('switch', { name: 'Mine only' }).click();
    await page.getByPlaceholder('Author').fill('alice');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/username=alice/);
    await page.locator('tr[data-submit-id]').first().waitFor();
  });

  it('closes submitting once the contest has ended', async () => {
    const page = await signedIn('alice');
    await page.goto(`${site.url}/contest/${cids.ended}/problem/A?l=en-US`);
    await page.locator('.cm-content').first().waitFor();
    await page.getByText('Contest has ended').waitFor();
    await expect(submitButton(page).isDisabled()).resolves.toBe(true);
  });

  it('asks for the password of a protected contest, then submits', async () => {
    const page = await signedIn('bob');
    await page.goto(`${site.url}/contest/${cids.locked}/problem/A?l=en-US`);
    await page.locator('.cm-content').first().waitFor();
    await typeCode(page, 'int main(){return 0;}');
    await submitButton(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Contest password').waitFor();
    await settle(page);
    await shot(page, 'contest-problem-password-en-US-desktop');
    await dialog.getByLabel('Contest password').fill('pw');
    await dialog.getByRole('button', { name: 'Enter contest' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Pending').first().waitFor();
    const [row] = await site.db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM read.submissions WHERE cid = ${cids.locked!}`;
    expect(row!.n).toBe(1);
  });

  it('renders the problem page and the submissions tab at 375 px in the screenshot sweep', async () => {
    for (const locale of ['en-US', 'zh-CN'] as const) {
      if (!inSweep(locale, 'phone')) continue;
      const page = await signedIn('alice', 'secret123', phone);
      await page.goto(`${site.url}/contest/${cids.live}/problem/A?l=${locale}`);
      await page.locator('.cm-content').first().waitFor();
      await closeNotices(page);
      await settle(page);
      await shot(page, `contest-problem-${locale}-phone`);
      await page.goto(`${site.url}/contest/${cids.live}/submissions?l=${locale}`);
      await page.locator('li [data-submit-id]').first().waitFor();
      await closeNotices(page);
      await settle(page);
      await shot(page, `contest-submissions-${locale}-phone`);
    }
    if (!inSweep('zh-CN', 'desktop')) return;
    const page = await signedIn('alice');
    await page.goto(`${site.url}/contest/${cids.live}/problem/A?l=zh-CN`);
    await page.locator('.cm-content').first().waitFor();
    await closeNotices(page);
    await settle(page);
    await shot(page, 'contest-problem-zh-CN-desktop');
  });
});

describe('the contest help desk', () => {
  it('prints a text and root marks it printed', async () => {
    const page = await signedIn('alice');
    await page.goto(`${site.url}/contest/${cids.live}/print?l=en-US`);
    const box = page.getByLabel('Text to print');
    await box.fill('too short');
    await page.getByRole('button', { name: 'Submit for printing' }).click();
    await page.getByText('The content must be at least 50 characters').waitFor();
    await expect(box.inputValue()).resolves.toBe('too short');
    const text = '#include <stdio.h>\nint main(){ puts("hello, printer"); }//'.padEnd(60, 'x');
    expect(text).toHaveLength(60);
    await box.fill(text);
    await settle(page);
    await shot(page, 'contest-print-en-US-desktop');
    await page.getByRole('button', { name: 'Submit for printing' }).click();
    await page.getByText('Submitted for printing').waitFor();

    const admin = await asRootPage();
    await admin.goto(`${site.url}/contest/${cids.live}/admin-print?l=en-US`);
    const line = admin.locator('tr[data-print-id]').first();
    await line.getByText('Waiting').waitFor();
    await line.getByRole('button', { name: 'Mark printed' }).click();
    await line.getByText('Printed', { exact: true }).waitFor();
    await closeNotices(admin);
    await settle(admin);
    await shot(admin, 'contest-admin-print-en-US-desktop');
    const [row] = await site.db.sql<{ status: number }[]>`
      SELECT status FROM read.contest_prints WHERE cid = ${cids.live!}`;
    expect(row!.status).toBe(1);

    const zh = await asRootPage(phone);
    await zh.goto(`${site.url}/contest/${cids.live}/admin-print?l=zh-CN`);
    await zh.locator('li [data-print-id]').getByText('已打印').waitFor();
    await closeNotices(zh);
    await settle(zh);
    await shot(zh, 'contest-admin-print-zh-CN-phone');
  });

  it('root claims and delivers balloons in the AC info queue, live', async () => {
    // A contest of its own: the earlier stories' accepted runs would take first to solve.
    const cid = await createContest('Balloon Cup', {
      type: 0,
      auth: 0,
      startTime: at(-1),
      endTime: at(3),
    });
    const ac = (name: string) =>
      judgedSubmission(site, {
        uid: users[name]!.uid,
        username: name,
        pid,
        cid,
        status: 'AC',
      });
    await ac('bob');
    const page = await asRootPage();
    await page.goto(`${site.url}/contest/${cid}/ac-info?l=en-US`);
    const bob = page.locator('tr[data-balloon="bob-A"]');
    await bob.getByText('First to solve').waitFor();
    await page.locator('[data-balloons-live="true"]').waitFor();
    await bob.getByRole('button', { name: 'Claim' }).click();
    await page.locator('tr[data-balloon="bob-A"][data-state="claimed"]').waitFor();
    // Alice's first AC arrives by push, queued above the claimed balloon.
    await ac('alice');
    const alice = page.locator('tr[data-balloon="alice-A"][data-state="queued"]');
    await alice.waitFor();
    await expect(alice.getByText('First to solve').count()).resolves.toBe(0);
    await page
      .locator('tr[data-balloon="bob-A"]')
      .getByRole('button', { name: 'Mark delivered' })
      .click();
    await page.locator('tr[data-balloon="bob-A"][data-state="delivered"]').waitFor();
    const [row] = await site.db.sql<{ state: string }[]>`
      SELECT state FROM read.contest_balloons WHERE cid = ${cid} AND uid = ${users.bob!.uid}`;
    expect(row!.state).toBe('delivered');
    await closeNotices(page);
    await settle(page);
    await shot(page, 'contest-balloons-en-US-desktop');

    const zh = await asRootPage(phone);
    await zh.goto(`${site.url}/contest/${cid}/ac-info?l=zh-CN`);
    await zh.locator('li [data-balloon="alice-A"]').getByRole('button', { name: '领取' }).waitFor();
    await closeNotices(zh);
    await settle(zh);
    await shot(zh, 'contest-balloons-zh-CN-phone');
  });

  it('root rejudges a contest problem after confirming', async () => {
    const page = await asRootPage();
    await page.goto(`${site.url}/contest/${cids.live}/rejudge?l=en-US`);
    const line = page.locator('tr[data-display-id="A"]');
    await line.getByRole('button', { name: 'Rejudge' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/All submissions of A A \+ B/).waitFor();
    await settle(page);
    await shot(page, 'contest-rejudge-en-US-desktop');
    await dialog.getByRole('button', { name: 'Rejudge' }).click();
    await page.getByText('Rejudging started').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // Every accepted run of A is back in the queue.
    await expect
      .poll(async () => {
        const rows = await site.db.sql<{ status: number }[]>`
          SELECT status FROM read.submissions WHERE cid = ${cids.live!}`;
        return rows.length > 0 && rows.every((r) => Number(r.status) !== 0);
      })
      .toBe(true);

    const alice = await signedIn('alice');
    await alice.goto(`${site.url}/contest/${cids.live}?l=en-US`);
    await tab(alice, 'Problems').waitFor();
    await expect(tab(alice, 'Rejudge').count()).resolves.toBe(0);
    await expect(tab(alice, 'AC Info').count()).resolves.toBe(0);
    await tab(alice, 'Print').waitFor();
  });
});
