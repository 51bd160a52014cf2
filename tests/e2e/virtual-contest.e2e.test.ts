import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Verdict } from '@oj/events';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  contestWithProblems,
  judgedSubmission,
  judgeRunningC,
  problemDto,
  type TestSite,
} from '@oj/server/testing';
import { desktop, inSweep, phone, settled, shot, signedIn, startBrowserSite } from './browser.ts';

/**
 * A virtual run in a real browser: vic starts a finished contest from its Virtual tab and, as
 * his clock runs, watches the others' rows arrive and move at the seconds they did in the real
 * contest (alice solves A 4 s in, bob 8 s in, alice B 20 s in).
 */
let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
let cid: number;
const contexts: BrowserContext[] = [];
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite());
  const rootToken = (await site.login('root', 'root-password')).token;
  const asRoot = async <T>(url: string, body: unknown) => {
    const r = await site.call<T>('POST', url, { token: rootToken, body });
    expect(r.body.status, `${url}: ${r.body.msg}`).toBe(200);
    return r.body.data;
  };
  await judgeRunningC(site, 'e2e-virtual');
  const uids: Record<string, string> = {};
  for (const name of ['alice', 'bob', 'vic', 'zhou']) {
    await site.register(name);
    uids[name] = (await site.login(name)).uid;
  }
  for (const id of ['P1', 'P2'])
    await asRoot('/api/admin/problem', problemDto({ problemId: id, title: id }));
  const pids = await site.db.sql<
    { pid: number }[]
  >`SELECT pid FROM read.problems ORDER BY problem_id`;
  const start = Date.now() - 3 * 3_600_000;
  cid = await contestWithProblems(
    site,
    rootToken,
    {
      title: 'Autumn Cup',
      startTime: iso(start),
      endTime: iso(start + 2 * 3_600_000),
      sealRank: 0,
      autoRealRank: true,
    },
    pids.map((p) => p.pid),
  );
  const runs: [string, number, Verdict, number][] = [
    ['alice', 0, 'AC', 4],
    ['bob', 0, 'WA', 2],
    ['bob', 0, 'AC', 8],
    ['alice', 1, 'AC', 20],
  ];
  for (const [name, problem, status, second] of runs)
    await judgedSubmission(site, {
      uid: uids[name]!,
      username: name,
      pid: pids[problem]!.pid,
      cid,
      status,
      submitTime: iso(start + second * 1000),
    });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await close?.();
});

const rowsOf = async (page: import('playwright-core').Page) =>
  (await page.getByTestId('virtual-board').locator('tbody tr').allInnerTexts()).map((t) =>
    t.replace(/\s+/g, ' ').trim(),
  );

describe('a virtual run', () => {
  it('starts from the Virtual tab and the others’ rows move as its clock runs', async () => {
    const { page } = await signedIn(site, browser, { username: 'vic', contexts });
    await page.goto(`${site.url}/contest/${cid}/virtual?l=en-US`);
    await page.getByTestId('virtual-start').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start virtual run' }).click();
    await page.getByTestId('virtual-clock').waitFor();
    // Seconds into the run: alice alone with A, then bob below her, then alice with both.
    await expect
      .poll(async () => (await rowsOf(page)).map((r) => r.split(' ').slice(0, 2).join(' ')))
      .toEqual(['1 alice', '2 bob']);
    await expect.poll(async () => (await rowsOf(page))[0]).toMatch(/^1 alice 2 /);
    expect(await page.getByTestId('virtual-clock').innerText()).toMatch(/^00:00:\d\d \/ 02:00:00$/);
    // During the run the ended contest's problem takes a submission; without a run it is closed.
    await page.goto(`${site.url}/contest/${cid}/problem/A?l=en-US`);
    await expect.poll(() => page.getByRole('button', { name: 'Submit' }).isEnabled()).toBe(true);
    const other = await signedIn(site, browser, { username: 'zhou', contexts });
    await other.page.goto(`${site.url}/contest/${cid}/problem/A?l=en-US`);
    await other.page.getByText('Contest has ended').waitFor();
    expect(await other.page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    // A second start is refused by the server, whatever the page shows.
    const again = await site.call('POST', '/api/start-contest-virtual', {
      token: (await site.login('vic')).token,
      body: { cid: String(cid) },
    });
    expect(again.body).toMatchObject({
      status: 400,
      msg: 'You have already started a virtual participation in this contest',
    });
    for (const [lang, viewport, size] of [
      ['en-US', desktop, 'desktop'],
      ['zh-CN', desktop, 'desktop'],
      ['en-US', phone, 'phone'],
      ['zh-CN', phone, 'phone'],
    ] as const) {
      if (!inSweep(lang, size)) continue;
      const view = await signedIn(site, browser, { username: 'vic', viewport, contexts });
      await view.page.goto(`${site.url}/contest/${cid}/virtual?l=${lang}`);
      await view.page.getByTestId('virtual-board').locator('tbody tr').first().waitFor();
      await settled(view.page);
      await shot(view.page, `virtual-board-${lang}-${size}`);
      const fresh = await signedIn(site, browser, { username: 'zhou', viewport, contexts });
      await fresh.page.goto(`${site.url}/contest/${cid}/virtual?l=${lang}`);
      await fresh.page.getByTestId('virtual-start').waitFor();
      await shot(fresh.page, `virtual-start-${lang}-${size}`);
    }
  });

  it('shows an admin what bob saw five seconds in, for an appeal', async () => {
    for (const [lang, viewport, size] of [
      ['en-US', desktop, 'desktop'],
      ['zh-CN', desktop, 'desktop'],
      ['en-US', phone, 'phone'],
      ['zh-CN', phone, 'phone'],
    ] as const) {
      if (!inSweep(lang, size)) continue;
      const { page } = await signedIn(site, browser, {
        username: 'root',
        password: 'root-password',
        viewport,
        contexts,
      });
      await page.goto(`${site.url}/contest/${cid}/appeal?l=${lang}`);
      const view = page.getByTestId('appeal-view');
      await view.locator('input[name=username]').fill('bob');
      await view.locator('input[name=time]').fill('0:00:05');
      await view.locator('button[type=submit]').click();
      // His WA at 2 s is in, his AC at 8 s is not; alice's A at 4 s is on his board.
      await expect.poll(() => view.locator('li').allInnerTexts()).toHaveLength(1);
      expect((await view.locator('li').innerText()).replace(/\s+/g, ' ')).toMatch(/0:00:02 A/);
      const board = (await view.locator('tr').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
      expect(board).toEqual(['2 bob 0 0', '1 alice 1 0']);
      await settled(page);
      await shot(page, `appeal-view-${lang}-${size}`);
    }
  });
});
