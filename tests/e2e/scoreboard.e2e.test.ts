import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Verdict } from '@oj/events';
import { judgedSubmission, problemDto, type TestSite } from '@oj/server/testing';
import { desktop, phone, shot, startBrowserSite, signedIn as signedInAs } from './browser.ts';

/**
 * The scoreboards in a real browser: the outside boards for visitors and signed-in users,
 * rows moving live on `scoreboard:changed` pushes without a refetch, the frozen board against
 * an admin's forced live board, the OI board and the contest's rank tab.
 */
let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
let rootToken: string;
const contexts: BrowserContext[] = [];
const users: Record<string, { uid: string; token: string }> = {};
const pids: number[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-scoreboard-e2e-'));

const minute = 60_000;
const hour = 60 * minute;
const iso = (ms: number) => new Date(ms).toISOString();

const asRoot = async <T = unknown>(method: string, url: string, body?: unknown) => {
  const answer = await site.call<T>(method, url, {
    token: rootToken,
    ...(body === undefined ? {} : { body }),
  });
  expect(answer.body.status, `${method} ${url}: ${answer.body.msg}`).toBe(200);
  return answer.body.data;
};

/** A contest with problems A and B (and C for the ACM ones). */
const createContest = async (title: string, over: Record<string, unknown>, problems = 3) => {
  const { id } = await asRoot<{ id: number }>('POST', '/api/admin/contest', {
    title,
    description: 'd',
    auth: 0,
    openRank: true,
    ...over,
  });
  for (const [i, pid] of pids.slice(0, problems).entries())
    await asRoot('POST', '/api/admin/contest/add-problem-from-public', {
      cid: id,
      pid,
      displayId: String.fromCharCode(65 + i),
    });
  return id;
};

/** A verdict appended as a judge worker appends it, `afterMs` after `start`. */
const judge = (
  name: string,
  cid: number,
  start: number,
  problem: number,
  status: Verdict,
  afterMs: number,
  o: { score?: number; time?: number } = {},
) =>
  judgedSubmission(site, {
    uid: users[name]!.uid,
    username: name,
    pid: pids[problem]!,
    cid,
    status,
    submitTime: iso(start + afterMs),
    ...o,
  });

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite({ dataDir }));
  rootToken = (await site.login('root', 'root-password')).token;
  for (const name of ['alice', 'bob', 'carol', 'dave']) {
    await site.register(name);
    users[name] = await site.login(name);
  }
  const profile = await site.call('POST', '/api/change-userInfo', {
    token: users.alice!.token,
    body: { gender: 'female', school: 'Harbin Institute of Technology' },
  });
  expect(profile.body.status, profile.body.msg).toBe(200);
  for (const [id, title] of [
    ['P1000', 'A + B'],
    ['P1001', 'Shortest path'],
    ['P1002', 'Segment tree'],
  ] as const) {
    await asRoot('POST', '/api/admin/problem', problemDto({ problemId: id, title }));
    const [row] = await site.db.sql<{ pid: number }[]>`
      SELECT pid FROM read.problems WHERE problem_id = ${id}`;
    pids.push(Number(row!.pid));
  }
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await close?.();
});

const anonymous = async (viewport = desktop) => {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  return context.newPage();
};

/** A page signed in as `username`, stored as the login dialog stores it. */
const signedIn = async (username: string, password = 'secret123', viewport = desktop) =>
  (await signedInAs(site, browser, { username, password, viewport, contexts })).page;

/** Counts the board requests a page makes from now on. */
const countBoardCalls = (page: Page) => {
  const calls = { n: 0 };
  page.on('request', (request) => {
    if (/\/api\/get-contest-(outside-scoreboard|rank)$/.test(new URL(request.url()).pathname))
      calls.n += 1;
  });
  return calls;
};

const row = (page: Page, username: string) => page.locator(`tr[data-username="${username}"]`);
const rankOf = async (page: Page, username: string) =>
  (await row(page, username).getByTestId('board-rank').textContent())?.trim();
const acOf = async (page: Page, username: string) =>
  (await row(page, username).getByTestId('board-ac').textContent())?.trim();
const order = (page: Page) =>
  page
    .locator('tbody tr[data-username]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-username')));
/** The board is on screen and its subscription was accepted. */
const boardLive = async (page: Page) => {
  await page.locator('[data-testid="board-connection"][data-state="live"]').waitFor();
  await page.locator('tbody tr[data-username]').first().waitFor();
  await page.waitForLoadState('networkidle');
};
const cellState = (page: Page, username: string, problem: string) =>
  row(page, username)
    .locator(`td`)
    .nth(4 + problem.charCodeAt(0) - 65)
    .locator('[data-state]')
    .getAttribute('data-state');

describe('the outside ACM scoreboard', () => {
  let cid: number;
  let start: number;

  beforeAll(async () => {
    start = Date.now() - hour;
    cid = await createContest('Spring Cup', {
      type: 0,
      startTime: iso(start),
      endTime: iso(start + 4 * hour),
      sealRank: 1,
    });
    await judge('alice', cid, start, 0, 'AC', 10 * minute);
    await judge('alice', cid, start, 1, 'WA', 12 * minute);
    await judge('bob', cid, start, 0, 'WA', 5 * minute);
    await judge('bob', cid, start, 0, 'AC', 30 * minute);
  });

  it('moves a row live on both a visitor and a signed-in page, without a refetch', async () => {
    const visitor = await anonymous();
    const dave = await signedIn('dave');
    const url = `${site.url}/contest/acm-scoreboard/${cid}?l=en-US`;
    await Promise.all([visitor.goto(url), dave.goto(url)]);
    await Promise.all([boardLive(visitor), boardLive(dave)]);
    for (const page of [visitor, dave]) {
      expect(await order(page)).toEqual(['alice', 'bob']);
      expect([await rankOf(page, 'alice'), await acOf(page, 'alice')]).toEqual(['1', '1']);
      expect(await cellState(page, 'alice', 'A')).toBe('first-blood');
      expect(await cellState(page, 'alice', 'B')).toBe('wrong');
    }
    await visitor.getByText('Girl', { exact: true }).waitFor();
    await visitor.getByText('Harbin Institute of Technology').waitFor();
    await shot(visitor, 'scoreboard-acm-en-US-desktop-before');
    const calls = [countBoardCalls(visitor), countBoardCalls(dave)];

    // carol, a third party, solves A before anyone and then B: she goes to the top.
    await judge('carol', cid, start, 0, 'AC', 2 * minute);
    await judge('carol', cid, start, 1, 'AC', 20 * minute);
    for (const page of [visitor, dave]) {
      await expect.poll(() => acOf(page, 'carol')).toBe('2');
      await expect.poll(() => rankOf(page, 'carol')).toBe('1');
      expect(await order(page)).toEqual(['carol', 'alice', 'bob']);
      expect([await rankOf(page, 'alice'), await rankOf(page, 'bob')]).toEqual(['2', '3']);
      // carol took first blood on A from alice.
      expect(await cellState(page, 'carol', 'A')).toBe('first-blood');
      expect(await cellState(page, 'alice', 'A')).toBe('accepted');
    }
    // Long enough for a stray refetch to show, and for the flash to fade before the shot.
    await visitor.waitForTimeout(1800);
    expect(calls.map((c) => c.n)).toEqual([0, 0]);
    await shot(visitor, 'scoreboard-acm-en-US-desktop');
  });

  it('pins a followed user first, kept per contest in this browser', async () => {
    const page = await anonymous();
    await page.goto(`${site.url}/contest/acm-scoreboard/${cid}?l=en-US`);
    await boardLive(page);
    await page.getByRole('button', { name: 'Follow bob' }).click();
    await expect.poll(() => order(page)).toEqual(['bob', 'carol', 'alice']);
    expect(await rankOf(page, 'bob')).toBe('3');
    await page.reload();
    await boardLive(page);
    expect(await order(page)).toEqual(['bob', 'carol', 'alice']);
    await page.getByRole('button', { name: 'Unfollow bob' }).waitFor();
  });

  it('reads well in Chinese and on a phone', async () => {
    for (const [locale, viewport, name] of [
      ['zh-CN', desktop, 'desktop'],
      ['zh-CN', phone, 'phone'],
      ['en-US', phone, 'phone'],
    ] as const) {
      const page = await anonymous(viewport);
      await page.goto(`${site.url}/contest/acm-scoreboard/${cid}?l=${locale}`);
      await boardLive(page);
      if (locale === 'zh-CN') await page.getByText('显示打星用户').waitFor();
      // The user column is pinned from 768 px only.
      const position = await row(page, 'carol')
        .locator('td')
        .nth(1)
        .evaluate((td) => getComputedStyle(td).position);
      expect(position).toBe(name === 'phone' ? 'static' : 'sticky');
      await shot(page, `scoreboard-acm-${locale}-${name}`);
    }
  });

  it('says so when a contest has not opened its outside board', async () => {
    const closed = await createContest('Closed Cup', {
      type: 0,
      openRank: false,
      startTime: iso(start),
      endTime: iso(start + 4 * hour),
    });
    const page = await anonymous();
    await page.goto(`${site.url}/contest/acm-scoreboard/${closed}?l=en-US`);
    await page.getByText('The outside scoreboard of this contest is not open').waitFor();
  });
});

describe('a frozen board', () => {
  let cid: number;
  let start: number;

  beforeAll(async () => {
    // Sealed for its last hour, which began 30 minutes ago; it ends in 30 minutes.
    start = Date.now() - 2 * hour;
    cid = await createContest('Frozen Cup', {
      type: 0,
      startTime: iso(start),
      endTime: iso(start + 2.5 * hour),
      sealRank: 1,
    });
    await judge('alice', cid, start, 0, 'AC', 10 * minute);
    await judge('bob', cid, start, 0, 'WA', 20 * minute);
    // In the frozen window: bob solves A.
    await judge('bob', cid, start, 0, 'AC', 100 * minute);
  });

  it('shows contestants only the tries, and an admin the result with force refresh', async () => {
    const dave = await signedIn('dave');
    const root = await signedIn('root', 'root-password');
    await dave.goto(`${site.url}/contest/acm-scoreboard/${cid}?l=en-US`);
    await root.goto(`${site.url}/contest/${cid}/rank?l=en-US`);
    await Promise.all([boardLive(dave), boardLive(root)]);
    await dave.getByTestId('board-frozen').waitFor();
    expect(await cellState(dave, 'bob', 'A')).toBe('frozen');
    expect(await row(dave, 'bob').locator('[data-state="frozen"]').textContent()).toContain('?');
    expect(await acOf(dave, 'bob')).toBe('0');
    expect(await dave.getByRole('switch', { name: 'Force refresh' }).count()).toBe(0);
    await shot(dave, 'scoreboard-frozen-en-US-desktop');

    // The root sees the frozen board too until forcing the live one.
    await root.getByTestId('board-frozen').waitFor();
    await root.getByRole('switch', { name: 'Force refresh' }).click();
    await root.getByTestId('board-frozen').waitFor({ state: 'detached' });
    await expect.poll(() => cellState(root, 'bob', 'A')).toBe('accepted');
    expect(await acOf(root, 'bob')).toBe('1');

    // carol solves B in the frozen window: a try for dave, a solve for the root, both live.
    const calls = [countBoardCalls(dave), countBoardCalls(root)];
    await judge('carol', cid, start, 1, 'AC', 110 * minute);
    await expect.poll(() => cellState(dave, 'carol', 'B')).toBe('frozen');
    await expect.poll(() => cellState(root, 'carol', 'B')).toBe('first-blood');
    expect(await acOf(dave, 'carol')).toBe('0');
    expect(await acOf(root, 'carol')).toBe('1');
    await dave.waitForTimeout(1800);
    expect(calls.map((c) => c.n)).toEqual([0, 0]);
    await shot(root, 'scoreboard-rank-tab-root-en-US-desktop');
  });
});

describe('the OI board', () => {
  it('shows scores and full-score run times', async () => {
    const start = Date.now() - hour;
    const cid = await createContest(
      'OI Cup',
      { type: 1, startTime: iso(start), endTime: iso(start + 5 * hour), sealRank: 0 },
      2,
    );
    await judge('alice', cid, start, 0, 'PA', 10 * minute, { score: 60, time: 5 });
    await judge('alice', cid, start, 1, 'AC', 20 * minute, { score: 100, time: 31 });
    await judge('bob', cid, start, 0, 'AC', 15 * minute, { score: 100, time: 12 });
    for (const [locale, viewport, name] of [
      ['en-US', desktop, 'desktop'],
      ['zh-CN', desktop, 'desktop'],
      ['zh-CN', phone, 'phone'],
    ] as const) {
      const page = await anonymous(viewport);
      await page.goto(`${site.url}/contest/oi-scoreboard/${cid}?l=${locale}`);
      await boardLive(page);
      expect(await order(page)).toEqual(['alice', 'bob']);
      expect(await row(page, 'alice').getByTestId('board-score').textContent()).toBe('160');
      expect(await row(page, 'alice').locator('td').nth(3).textContent()).toContain('60');
      expect(await row(page, 'alice').locator('td').nth(4).textContent()).toContain('31 ms');
      await shot(page, `scoreboard-oi-${locale}-${name}`);
    }
  });
});
