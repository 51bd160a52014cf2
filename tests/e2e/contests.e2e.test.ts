import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { judgedSubmission, problemDto, type TestSite } from '@oj/server/testing';
import {
  animationsDone,
  desktop,
  inSweep,
  phone,
  settled,
  shot,
  startBrowserSite,
  signedIn as signedInAs,
} from './browser.ts';

let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
let rootToken: string;
const contexts: BrowserContext[] = [];
const cids: Record<string, number> = {};
// Problem test data lands under DATA_DIR: never the repository's own ./data.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-contests-e2e-'));

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

const announce = (cid: number, title: string, content: string) =>
  asRoot('POST', '/api/admin/contest/announcement', { cid, announcement: { title, content } });

const createContest = async (title: string, over: Record<string, unknown>) => {
  const { id } = await asRoot<{ id: number }>('POST', '/api/admin/contest', {
    title,
    description: `## ${title}\n\nSolve as many problems as you can. **Good luck!**`,
    ...over,
  });
  return id;
};

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite({ dataDir }));
  await site.register('alice');
  await site.register('bob');
  const alice = await site.login('alice');
  rootToken = (await site.login('root', 'root-password')).token;
  await asRoot('POST', '/api/admin/problem', problemDto({ problemId: 'P1000', title: 'A + B' }));
  await asRoot(
    'POST',
    '/api/admin/problem',
    problemDto({ problemId: 'P1001', title: 'Shortest path' }),
  );
  const pids = await site.db.sql<{ pid: number; problem_id: string }[]>`
    SELECT pid, problem_id FROM read.problems ORDER BY problem_id`;
  const contests: [string, string, Record<string, unknown>][] = [
    ['running', 'Spring Cup', { type: 0, auth: 0, startTime: at(-1), endTime: at(3) }],
    [
      'private',
      'Private Round',
      {
        type: 1,
        auth: 1,
        pwd: 'open-sesame',
        oiRankScoreType: 'Highest',
        startTime: at(-2),
        endTime: at(2),
      },
    ],
    [
      'protected',
      'Protected Open',
      { type: 0, auth: 2, pwd: 'pw', startTime: at(-1), endTime: at(5) },
    ],
    ['scheduled', 'Future Cup', { type: 1, auth: 0, startTime: at(20), endTime: at(25) }],
    [
      'far',
      'Far Future Cup',
      { type: 0, auth: 0, startTime: at(24 * 20), endTime: at(24 * 20 + 3) },
    ],
    [
      'ended',
      'Winter Cup',
      { type: 0, auth: 0, startTime: at(-50), endTime: at(-45), openRank: true },
    ],
  ];
  for (let i = 1; i <= 6; i++)
    contests.push([
      `archive${i}`,
      `Archive Round ${i}`,
      { type: i % 2, auth: 0, startTime: at(-200 - i * 24), endTime: at(-198 - i * 24) },
    ]);
  for (const [key, title, over] of contests) cids[key] = await createContest(title, over);
  for (const key of ['running', 'private', 'protected']) {
    for (const [i, p] of pids.entries()) {
      await asRoot('POST', '/api/admin/contest/add-problem-from-public', {
        cid: cids[key],
        pid: p.pid,
        displayId: String.fromCharCode(65 + i),
      });
    }
  }
  await announce(cids.running!, 'Welcome', 'The contest has **two** problems.');
  // alice solved A and failed B in the running contest.
  for (const [p, status] of [
    [pids[0]!, 'AC'],
    [pids[1]!, 'WA'],
  ] as const)
    await judgedSubmission(site, {
      uid: alice.uid,
      username: 'alice',
      pid: p.pid,
      status,
      cid: cids.running!,
    });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await close?.();
});

/** A page signed in as `username`, stored as the login dialog stores it. */
const signedIn = async (username: string, password = 'secret123', viewport = desktop) =>
  (await signedInAs(site, browser, { username, password, viewport, contexts })).page;

const anonymous = async (viewport = desktop) => {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  return context.newPage();
};

const settle = settled;

const rowLink = (page: Page, title: string) => page.getByRole('link', { name: title, exact: true });
const sticky = (page: Page, title: string) =>
  page.getByRole('status').filter({ has: page.getByRole('heading', { name: title }) });
/** textContent, not innerText: the label is upper-cased by CSS only. */
const countdownText = async (page: Page) =>
  (await page.getByTestId('contest-countdown').textContent()) ?? '';
/** Closes the sticky notifications so a screenshot shows the page under them. */
const closeNotices = async (page: Page) => {
  const buttons = page.getByRole('status').getByRole('button', { name: /Close|关闭/ });
  for (let n = await buttons.count(); n > 0; n = await buttons.count()) {
    await buttons.first().click();
    // One at a time: a closing notice is still there until its exit animation ends.
    await expect.poll(() => buttons.count()).toBeLessThan(n);
  }
};

describe('the contest list', () => {
  it('filters by status, rule and keyword in the URL, back on page 1 each time', async () => {
    const page = await anonymous();
    await page.goto(`${site.url}/contest?l=en-US`);
    await rowLink(page, 'Spring Cup').waitFor();
    await page.getByText('Total 12').waitFor();
    await settle(page);
    await shot(page, 'contest-list-en-US-desktop');

    await page.getByRole('button', { name: '2', exact: true }).click();
    await page.waitForURL(/currentPage=2/);
    await rowLink(page, 'Archive Round 6').waitFor();

    await page.getByLabel('Status').selectOption({ label: 'Running' });
    await page.waitForURL((url) => url.searchParams.get('status') === '0');
    expect(new URL(page.url()).searchParams.get('currentPage')).toBeNull();
    await rowLink(page, 'Protected Open').waitFor();
    await rowLink(page, 'Winter Cup').waitFor({ state: 'detached' });
    await page.getByText('Total 3').waitFor();

    await page.getByLabel('Rule').selectOption({ label: 'OI' });
    await page.waitForURL((url) => url.searchParams.get('type') === '1');
    await rowLink(page, 'Spring Cup').waitFor({ state: 'detached' });
    await rowLink(page, 'Private Round').waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('0');

    await page.goto(`${site.url}/contest?currentPage=2&l=en-US`);
    await page.getByPlaceholder('Search by title or author').fill('winter');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('keyword') === 'winter');
    expect(new URL(page.url()).searchParams.get('currentPage')).toBeNull();
    await rowLink(page, 'Winter Cup').waitFor();
    await page.getByText('Total 1').waitFor();
    // Open rank: the row links to the outside scoreboard of its rule.
    await expect(page.getByRole('link', { name: 'Scoreboard' }).getAttribute('href')).resolves.toBe(
      `/contest/acm-scoreboard/${cids.ended}`,
    );
  });

  it('asks a visitor to log in before opening a contest', async () => {
    const page = await anonymous();
    await page.goto(`${site.url}/contest?l=en-US`);
    await page.getByRole('cell', { name: /Spring Cup/ }).click();
    await page.getByText('Please login first').waitFor();
    await page.getByRole('dialog').getByLabel('Username').waitFor();
    expect(new URL(page.url()).pathname).toBe('/contest');
    // The address itself is guarded too.
    await page.goto(`${site.url}/contest/${cids.running}?l=en-US`);
    await page.waitForURL(/\/home/);
  });

  it('renders the list in Chinese at 375 px (and the rest of the sweep with SCREENSHOTS=all)', async () => {
    for (const [locale, size, viewport] of [
      ['en-US', 'phone', phone],
      ['zh-CN', 'phone', phone],
      ['zh-CN', 'desktop', desktop],
    ] as const) {
      if (!inSweep(locale, size)) continue;
      const page = await anonymous(viewport);
      await page.goto(`${site.url}/contest?l=${locale}`);
      if (locale === 'zh-CN') await page.getByRole('heading', { name: '比赛列表' }).waitFor();
      await rowLink(page, 'Spring Cup').waitFor();
      await settle(page);
      await shot(page, `contest-list-${locale}-${size}`);
    }
  });
});

describe('inside a contest', () => {
  it('shows a running contest: countdown, problems, announcements and live notices', async () => {
    const page = await signedIn('alice');
    await page.clock.install();
    await page.goto(`${site.url}/contest?l=en-US`);
    await rowLink(page, 'Spring Cup').click();
    await page.waitForURL(new RegExp(`/contest/${cids.running}$`));
    await page.getByRole('heading', { name: 'Spring Cup', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Spring Cup', level: 2 }).waitFor(); // description
    // The existing announcement pops up once, as a notification that stays.
    await sticky(page, 'Welcome').waitFor();
    const first = await countdownText(page);
    expect(first).toMatch(/Time left\s*0[23]:\d\d:\d\d/);
    await page.clock.runFor(2000);
    await expect.poll(() => countdownText(page)).not.toBe(first);
    // A quarter of the contest had passed when it was created; more by now on a slow run.
    const [times] = await site.db.sql<{ start: Date; end: Date }[]>`
      SELECT start_time AS start, end_time AS end FROM read.contests WHERE id = ${cids.running!}`;
    const elapsed =
      (Date.now() - times!.start.getTime()) / (times!.end.getTime() - times!.start.getTime());
    const progress = Number(await page.getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(progress).toBeGreaterThanOrEqual(24);
    expect(Math.abs(progress - 100 * elapsed)).toBeLessThanOrEqual(1.5);
    await settle(page);
    await shot(page, 'contest-running-en-US-desktop-notice');
    await sticky(page, 'Welcome').getByRole('button', { name: 'Close' }).click();
    await sticky(page, 'Welcome').waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Problems' }).click();
    await page.waitForURL(/\/problems$/);
    const title = page.getByRole('link', { name: 'A + B' });
    await expect(title.getAttribute('href')).resolves.toBe(`/contest/${cids.running}/problem/A`);
    await page.getByRole('link', { name: 'Shortest path' }).waitFor();
    // Her own marks, and the AC rate with two decimals.
    await page
      .getByRole('row', { name: /A \+ B/ })
      .getByRole('img', { name: 'Solved' })
      .waitFor();
    await page
      .getByRole('row', { name: /Shortest path/ })
      .getByRole('img', { name: 'Attempted, not solved' })
      .waitFor();
    await expect(page.getByRole('row', { name: /A \+ B/ }).innerText()).resolves.toMatch(
      /A \+ B\s+\d+\s+\d+\s+\d+\.\d\d%/,
    );
    await settle(page);
    await shot(page, 'contest-problems-en-US-desktop');

    await page.getByRole('tab', { name: 'Announcements' }).click();
    await page.waitForURL(/\/announcements$/);
    await page.getByRole('button', { name: /Welcome/ }).click();
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    await expect(page.locator('article strong').textContent()).resolves.toBe('two');

    // Root posts while alice has the contest open: it shows at the next minute's check.
    await announce(cids.running!, 'Clarification', 'In problem B the graph is **undirected**.');
    await page.clock.runFor(61_000);
    await sticky(page, 'Clarification')
      .getByText('In problem B the graph is undirected.')
      .waitFor();
    await animationsDone(page); // the notice slides in
    await shot(page, 'contest-announcement-en-US-desktop-notice');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: /Clarification/ }).waitFor();

    // Shown once: a reload does not bring the notices back.
    await page.reload();
    await page.getByRole('button', { name: /Clarification/ }).waitFor();
    await settle(page);
    expect(await page.getByRole('status').filter({ hasText: 'Clarification' }).count()).toBe(0);
  });

  it('asks for the password of a private contest, refuses a wrong one, accepts the right one', async () => {
    const page = await signedIn('alice');
    await page.goto(`${site.url}/contest/${cids.private}?l=en-US`);
    await page.getByRole('heading', { name: 'Private contest' }).waitFor();
    await expect(page.getByRole('tab', { name: 'Problems' }).isDisabled()).resolves.toBe(true);
    // An address of a closed tab goes back to the overview.
    await page.goto(`${site.url}/contest/${cids.private}/problems?l=en-US`);
    await page.waitForURL(new RegExp(`/contest/${cids.private}$`));

    await page.getByText('OI', { exact: true }).first().hover();
    await page
      .getByRole('tooltip', { name: "The rank counts each problem's highest score" })
      .waitFor();

    await page.getByRole('button', { name: 'Enter contest' }).click();
    await page.getByText('Enter the contest password').waitFor();
    await page.getByPlaceholder('Contest password').fill('guess');
    await page.getByRole('button', { name: 'Enter contest' }).click();
    await page.getByText('The password is wrong').waitFor();
    await settle(page);
    await shot(page, 'contest-password-en-US-desktop');

    await page.getByPlaceholder('Contest password').fill('open-sesame');
    await page.getByRole('button', { name: 'Enter contest' }).click();
    await page.getByText('Register contest successfully').waitFor();
    await page.getByRole('heading', { name: 'Private contest' }).waitFor({ state: 'detached' });
    await page.getByText('1 participant', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Problems' }).click();
    await page.getByRole('link', { name: 'A + B' }).waitFor();
  });

  it('keeps a scheduled contest closed and says when it starts', async () => {
    const page = await signedIn('bob');
    await page.goto(`${site.url}/contest/${cids.far}?l=en-US`);
    await page.getByText('Starts in 20 days').waitFor();
    await settle(page);
    await shot(page, 'contest-scheduled-en-US-desktop');
    await expect(page.getByRole('tab', { name: 'Announcements' }).isDisabled()).resolves.toBe(true);
    await page.goto(`${site.url}/contest/${cids.scheduled}?l=en-US`);
    await expect.poll(() => countdownText(page)).toMatch(/Starts in\s*(19|20):\d\d:\d\d/);
    await page.getByText('The contest has not started yet').waitFor();
  });

  it('pushes news to an open contest page through its room, also after the rank tab closes', async () => {
    const page = await signedIn('bob');
    await page.clock.install();
    let checks = 0;
    page.on('response', (response) => {
      if (response.url().includes('/api/get-contest-not-read-announcement')) checks += 1;
    });
    await page.goto(`${site.url}/contest/${cids.running}?l=en-US`);
    // The check on open, then the one once the contest's room has taken the page in.
    await expect.poll(() => checks).toBe(2);
    // From now on the page's clock stands still: its 60 s poll never fires, only a push
    // brings a notice.
    await page.clock.pauseAt(Date.now() + 1000);
    await announce(cids.running!, 'Pushed news', 'Sent while the page is open.');
    await sticky(page, 'Pushed news').waitFor();

    // The rank tab shares the room: closing it leaves the page in the room.
    await page.getByRole('tab', { name: 'Rank' }).click();
    await page.waitForURL(/\/rank$/);
    await page.getByRole('table').getByText('alice').first().waitFor();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.waitForURL(new RegExp(`/contest/${cids.running}$`));
    await announce(cids.running!, 'More news', 'Still open.');
    await sticky(page, 'More news').waitFor();
  });

  it('renders the contest pages in the screenshot sweep (1440 and 375 px, both languages)', async () => {
    for (const [name, viewport] of [
      ['desktop', desktop],
      ['phone', phone],
    ] as const) {
      for (const locale of ['en-US', 'zh-CN'] as const) {
        if (!inSweep(locale, name)) continue;
        const page = await signedIn('bob', 'secret123', viewport);
        await page.goto(`${site.url}/contest/${cids.protected}?l=${locale}`);
        await page.getByRole('heading', { name: 'Protected Open', level: 1 }).waitFor();
        await settle(page);
        await shot(page, `contest-overview-${locale}-${name}`);
        await page.goto(`${site.url}/contest/${cids.running}/problems?l=${locale}`);
        await page.getByRole('link', { name: 'Shortest path' }).first().waitFor();
        await settle(page);
        if (locale === 'en-US') await shot(page, `contest-notices-${locale}-${name}`);
        await closeNotices(page);
        await shot(page, `contest-problems-${locale}-${name}`);
        await page.goto(`${site.url}/contest/${cids.running}/announcements?l=${locale}`);
        await page
          .getByRole('button', { name: /Welcome/ })
          .first()
          .waitFor();
        await settle(page);
        await shot(page, `contest-announcements-${locale}-${name}`);
      }
    }
  });
});
