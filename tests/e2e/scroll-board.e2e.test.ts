import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Verdict } from '@oj/events';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { judgedSubmission, problemDto, type TestSite } from '@oj/server/testing';
import { animationsDone, desktop, phone, settled, shot, startBrowserSite } from './browser.ts';

/**
 * The scroll board and the replay slider over the real app: an ended ACM contest whose last
 * hour is sealed and stays sealed after the end (autoRealRank off). alice's accepted run in
 * the frozen window lifts her above bob once the scroll board opens it.
 *
 * Minutes from the start (the seal is at 230, the end at 290):
 *   bob    A AC 100, B AC 200            -> 2 solved, 300 min (frozen board: 1st)
 *   alice  A WA 10, A AC 20, B AC 240    -> 1 solved, 40 min frozen; 2 solved, 280 min live
 *   carol  A AC 50, B WA 235             -> 1 solved, 50 min, B frozen (wrong)
 *   erin   A AC 150                      -> 1 solved, 150 min
 *   dave   A WA 30 (a star participant)
 */
let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
let rootToken: string;
let cid: number;
let runningCid: number;
const contexts: BrowserContext[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-scroll-board-e2e-'));

const minute = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

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
  const uids: Record<string, string> = {};
  for (const name of ['alice', 'bob', 'carol', 'dave', 'erin']) {
    await site.register(name);
    uids[name] = (await site.login(name)).uid;
  }
  for (const [id, title] of [
    ['P1', 'A + B'],
    ['P2', 'Shortest path'],
    ['P3', 'Segment tree'],
  ] as const)
    await asRoot('POST', '/api/admin/problem', problemDto({ problemId: id, title }));
  const pids = await site.db.sql<{ pid: number }[]>`
    SELECT pid FROM read.problems ORDER BY problem_id`;

  const start = Date.now() - 5 * 60 * minute;
  const create = async (title: string, startTime: number, endTime: number) => {
    const { id } = await asRoot<{ id: number }>('POST', '/api/admin/contest', {
      title,
      description: 'The final round.',
      type: 0,
      auth: 0,
      startTime: iso(startTime),
      endTime: iso(endTime),
      sealRank: 1,
      autoRealRank: false,
      starAccount: ['dave'],
    });
    for (const [i, p] of pids.entries())
      await asRoot('POST', '/api/admin/contest/add-problem-from-public', {
        cid: id,
        pid: p.pid,
        displayId: String.fromCharCode(65 + i),
      });
    return id;
  };
  cid = await create('Grand Final', start, Date.now() - 10 * minute);
  runningCid = await create('Still Running', Date.now() - 60 * minute, Date.now() + 120 * minute);

  const runs: [string, number, Verdict, number][] = [
    ['bob', 0, 'AC', 100],
    ['bob', 1, 'AC', 200],
    ['alice', 0, 'WA', 10],
    ['alice', 0, 'AC', 20],
    ['alice', 1, 'AC', 240],
    ['carol', 0, 'AC', 50],
    ['carol', 1, 'WA', 235],
    ['erin', 0, 'AC', 150],
    ['dave', 0, 'WA', 30],
  ];
  for (const [name, problem, status, at] of runs)
    await judgedSubmission(site, {
      uid: uids[name]!,
      username: name,
      pid: pids[problem]!.pid,
      cid,
      status,
      submitTime: iso(start + at * minute),
    });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await close?.();
});

/** A page signed in (root by default), stored as the login dialog stores it. */
const asRootPage = async (viewport = desktop, username = 'root', password = 'root-password') => {
  const answer = await site.call<Record<string, unknown>>('POST', '/api/login', {
    body: { username, password },
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

const settle = settled;

/** Usernames of the board's rows, top to bottom, as the DOM orders them. */
const rowOrder = (page: Page) =>
  page
    .locator('[data-row-user]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-user')));
const cell = (page: Page, user: string, problem: string) =>
  page.locator(`[data-row-user="${user}"] [data-problem="${problem}"]`);

describe('the scroll board (/scrollBoard)', () => {
  it('opens the frozen board and reveals it from the bottom up until alice climbs', async () => {
    const page = await asRootPage();
    await page.goto(
      `${site.url}/scrollBoard?cid=${cid}&removeStar=false&gold=1&silver=1&bronze=1&l=en-US`,
    );
    await page.getByRole('heading', { name: 'Grand Final', level: 1 }).waitFor();
    await cell(page, 'alice', 'B').waitFor();
    // The frozen board: alice below bob, her B a '?' with its try count.
    expect(await rowOrder(page)).toEqual(['bob', 'alice', 'carol', 'erin', 'dave']);
    await expect(cell(page, 'alice', 'B').getAttribute('data-state')).resolves.toBe('frozen');
    expect(await cell(page, 'alice', 'B').innerText()).toMatch(/\?\s*1 try/);
    await expect(cell(page, 'carol', 'B').getAttribute('data-state')).resolves.toBe('frozen');
    await page.getByText('2 frozen results left').waitFor();
    // Ended: no warning. Star rows show '*' and never a medal; nothing is decided yet above erin.
    expect(await page.getByText('The contest has not ended yet').count()).toBe(0);
    expect(await page.locator('[data-row-user="dave"]').innerText()).toMatch(/^\*/);
    expect(await page.getByText('Gold', { exact: true }).count()).toBe(0);
    await settle(page);
    await shot(page, 'scroll-board-en-US-projector-frozen');

    // A press highlights the next cell, which opens by itself a moment later (or on the next
    // press): carol's B (the lowest frozen row) comes first, then alice's B.
    await page.keyboard.press('Space');
    await page.locator('[role="row"][aria-current="true"][data-row-user="carol"]').waitFor();
    await expect.poll(() => cell(page, 'carol', 'B').getAttribute('data-state')).toBe('wrong');
    // carol's rank is final now (every frozen row is ahead of her): bronze shows.
    await page.locator('[data-row-user="carol"]').getByText('Bronze').waitFor();
    await page.keyboard.press('ArrowRight');
    await shot(page, 'scroll-board-en-US-projector-focus');
    // Each press is one step (highlight, then open): pressed while her B is still frozen,
    // however slowly the page answers.
    await expect
      .poll(
        async () => {
          const state = await cell(page, 'alice', 'B').getAttribute('data-state');
          if (state === 'frozen') await page.keyboard.press('Enter');
          return state;
        },
        { interval: 500 },
      )
      .toBe('solved');
    expect(await rowOrder(page)).toEqual(['alice', 'bob', 'carol', 'erin', 'dave']);
    await page.getByText('All results revealed').waitFor();
    await page.locator('[data-row-user="alice"]').getByText('Gold').waitFor();
    await page.locator('[data-row-user="bob"]').getByText('Silver').waitFor();
    await animationsDone(page); // the rows sliding to their places
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'scroll-board-en-US-projector-revealed');
  });

  it('plays itself with A, hides star rows, and speaks Chinese', async () => {
    const page = await asRootPage();
    await page.goto(`${site.url}/scrollBoard?cid=${cid}&removeStar=true&l=zh-CN`);
    await page.getByRole('heading', { name: 'Grand Final', level: 1 }).waitFor();
    await cell(page, 'alice', 'B').waitFor();
    expect(await rowOrder(page)).toEqual(['bob', 'alice', 'carol', 'erin']);
    await page.getByText('还有 2 个封榜结果待揭晓').waitFor();
    await settle(page);
    await shot(page, 'scroll-board-zh-CN-projector-frozen');
    // A click on the board is a step too; A then plays the rest.
    await page.locator('main').click();
    await page.locator('[role="row"][aria-current="true"][data-row-user="carol"]').waitFor();
    await page.keyboard.press('a');
    await page.getByText('全部结果已揭晓').waitFor();
    expect(await rowOrder(page)).toEqual(['alice', 'bob', 'carol', 'erin']);
    // Four ranked rows: by default no gold or silver (10 % and 20 % round down), one bronze.
    await page.locator('[data-row-user="alice"]').getByText('铜牌').waitFor();
    await animationsDone(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'scroll-board-zh-CN-projector-revealed');
  });

  it('warns on the projector when the contest has not ended', async () => {
    const page = await asRootPage();
    await page.goto(`${site.url}/scrollBoard?cid=${runningCid}&l=en-US`);
    await page.getByRole('alert').getByText('The contest has not ended yet').waitFor();
    await page.getByText('Nobody is on the board yet').waitFor();
  });

  it('shows participants only the refusal, never the frozen results', async () => {
    const page = await asRootPage(desktop, 'alice', 'secret123');
    await page.goto(`${site.url}/scrollBoard?cid=${cid}&l=en-US`);
    await page.getByRole('alert').waitFor();
    expect(await page.locator('[data-row-user]').count()).toBe(0);
  });
});

describe('the scroll board tab', () => {
  it('opens /scrollBoard in a new window with the chosen options', async () => {
    const page = await asRootPage();
    await page.goto(`${site.url}/contest/${cid}/scroll-board?l=en-US`);
    await page.getByRole('tab', { name: 'Scroll board' }).waitFor();
    await page.getByRole('tab', { name: 'Replay' }).waitFor();
    await page.getByLabel('Bronze medals').waitFor();
    expect(await page.getByLabel('Gold medals').inputValue()).toBe('0');
    expect(await page.getByLabel('Silver medals').inputValue()).toBe('0');
    expect(await page.getByLabel('Bronze medals').inputValue()).toBe('1');
    expect(await page.getByText('The contest has not ended yet').count()).toBe(0);
    await page.getByRole('switch', { name: 'Hide star participants' }).click();
    await page.getByLabel('Gold medals').fill('1');
    await settle(page);
    await shot(page, 'scroll-board-config-en-US-desktop');
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Open the scroll board' }).click(),
    ]);
    await popup.waitForURL(/\/scrollBoard\?/);
    const query = new URL(popup.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      cid: String(cid),
      removeStar: 'true',
      gold: '1',
      silver: '0',
      bronze: '1',
    });
    await popup.getByRole('heading', { name: 'Grand Final', level: 1 }).waitFor();
    await popup.close();

    const running = await asRootPage(phone);
    await running.goto(`${site.url}/contest/${runningCid}/scroll-board?l=en-US`);
    await running.getByRole('alert').getByText('The contest has not ended yet').waitFor();
    await settle(running);
    await shot(running, 'scroll-board-config-en-US-phone-running');
    const zh = await asRootPage(phone);
    await zh.goto(`${site.url}/contest/${cid}/scroll-board?l=zh-CN`);
    await zh.getByLabel('金牌数量').waitFor();
    await settle(zh);
    await shot(zh, 'scroll-board-config-zh-CN-phone');
  });
});

describe('the replay tab', () => {
  it('shows the board at a chosen minute, for the public and the admins', async () => {
    const page = await asRootPage();
    await page.goto(`${site.url}/contest/${cid}/replay?l=en-US`);
    const slider = page.getByRole('slider');
    await slider.waitFor();
    // It opens at the end, in the admin (live) view: alice has climbed.
    await page.getByText('Minute 290 of 290').waitFor();
    await page.locator('[data-row-user="alice"]').waitFor();
    expect(await rowOrder(page)).toEqual(['alice', 'bob', 'carol', 'erin', 'dave']);

    // Minute 15, before alice's first accepted run (minute 20): only her wrong try counts.
    await slider.focus();
    await page.keyboard.press('Home');
    await page.getByText('No judged submissions before this minute').waitFor();
    for (let i = 0; i < 15; i++) await page.keyboard.press('ArrowRight');
    await page.getByText('Minute 15 of 290').waitFor();
    expect(await rowOrder(page)).toEqual(['alice']);
    await expect(cell(page, 'alice', 'A').getAttribute('data-state')).resolves.toBe('wrong');
    await settle(page);
    await shot(page, 'replay-en-US-desktop-minute-15');

    // The end again, now as the public saw it: frozen, alice below bob with a '?'.
    await page.keyboard.press('End');
    await page.getByText('Minute 290 of 290').waitFor();
    await page.getByRole('button', { name: 'Public (frozen)' }).click();
    await page.getByText('At this minute the public board was frozen').waitFor();
    await expect.poll(() => rowOrder(page)).toEqual(['bob', 'alice', 'carol', 'erin', 'dave']);
    await expect(cell(page, 'alice', 'B').getAttribute('data-state')).resolves.toBe('frozen');
    await settle(page);
    await shot(page, 'replay-en-US-desktop-public-end');

    // Playing forward from the start at 60x moves the slider by itself.
    await slider.focus();
    await page.keyboard.press('Home');
    await page.getByLabel('Speed').selectOption('60');
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(20);
    await page.getByRole('button', { name: 'Pause' }).click();
  });

  it('fits a phone in both languages', async () => {
    for (const locale of ['en-US', 'zh-CN']) {
      const page = await asRootPage(phone);
      await page.goto(`${site.url}/contest/${cid}/replay?l=${locale}`);
      await page.locator('[data-row-user="alice"]').waitFor();
      await settle(page);
      await shot(page, `replay-${locale}-phone`);
    }
    const page = await asRootPage();
    await page.goto(`${site.url}/contest/${cid}/replay?l=zh-CN`);
    await page.getByRole('button', { name: '公开榜（封榜）' }).click();
    await page.getByText('此时公开榜单处于封榜状态').waitFor();
    await settle(page);
    await shot(page, 'replay-zh-CN-desktop-public-end');
  });
});
