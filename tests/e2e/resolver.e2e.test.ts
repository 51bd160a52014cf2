import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Verdict } from '@oj/events';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  contestWithProblems,
  judgedSubmission,
  problemDto,
  type TestSite,
} from '@oj/server/testing';
import { desktop, inSweep, phone, settled, shot, signedIn, startBrowserSite } from './browser.ts';

/**
 * The shared projector reveal: one presenter's steps move every scroll board of the contest
 * and a reloaded one resumes at the same step. An ended ACM contest sealed its last hour and
 * keeps it sealed; minutes from the start (seal 230, end 290):
 *   bob   A AC 100, B AC 200   alice A AC 20, B AC 260 (frozen)   carol A AC 50, B WA 240 (frozen)
 */
let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
let rootToken: string;
let cid: number;
const contexts: BrowserContext[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-resolver-e2e-'));
const minute = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

const asRoot = async <T = unknown>(url: string, body: unknown) => {
  const answer = await site.call<T>('POST', url, { token: rootToken, body });
  expect(answer.body.status, `${url}: ${answer.body.msg}`).toBe(200);
  return answer.body.data;
};

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite({ dataDir }));
  rootToken = (await site.login('root', 'root-password')).token;
  const uids: Record<string, string> = {};
  for (const name of ['alice', 'bob', 'carol']) {
    await site.register(name);
    uids[name] = (await site.login(name)).uid;
  }
  for (const id of ['P1', 'P2']) await asRoot('/api/admin/problem', problemDto({ problemId: id }));
  const pids = await site.db.sql<
    { pid: number }[]
  >`SELECT pid FROM read.problems ORDER BY problem_id`;
  const start = Date.now() - 300 * minute;
  cid = await contestWithProblems(
    site,
    rootToken,
    {
      title: 'World Final',
      startTime: iso(start),
      endTime: iso(start + 290 * minute),
      sealRank: 1,
      autoRealRank: false,
    },
    pids.map((p) => p.pid),
  );
  const runs: [string, number, Verdict, number][] = [
    ['bob', 0, 'AC', 100],
    ['bob', 1, 'AC', 200],
    ['alice', 0, 'AC', 20],
    ['alice', 1, 'AC', 260],
    ['carol', 0, 'AC', 50],
    ['carol', 1, 'WA', 240],
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

const screen = async (
  query: string,
  o: { username?: string; phone?: boolean; before?: (page: Page) => Promise<unknown> } = {},
) => {
  const { page } = await signedIn(site, browser, {
    username: o.username ?? 'root',
    ...(o.username ? {} : { password: 'root-password' }),
    viewport: o.phone ? phone : desktop,
    contexts,
  });
  await o.before?.(page);
  await page.goto(`${site.url}/scrollBoard?cid=${cid}&${query}`);
  return page;
};
const rowOrder = (page: Page) =>
  page
    .locator('[data-row-user]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-user')));
const cellState = (page: Page, user: string, problem: string) =>
  page.locator(`[data-row-user="${user}"] [data-problem="${problem}"]`).getAttribute('data-state');
const mode = (page: Page) => page.locator('[data-scroll-mode]').getAttribute('data-scroll-mode');

describe('the shared projector reveal', () => {
  it('moves every screen with the presenter, resumes after a reload, and refuses non-admins', async () => {
    const halls = [await screen('l=en-US'), await screen('l=zh-CN', { phone: true })];
    for (const hall of halls) await expect.poll(() => cellState(hall, 'alice', 'B')).toBe('frozen');
    // Before anyone presents, a screen rehearses on its own.
    await expect.poll(() => mode(halls[0]!)).toBe('local');
    // The presenter's screen is slow to learn the shared reveal (held here; a loaded server
    // in real life): a press made meanwhile is kept and carried out, not lost.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    const presenter = await screen('gold=1&silver=1&bronze=1&present=1&l=en-US', {
      before: (page) =>
        page.route('**/api/get-contest-resolver?**', async (route) => {
          asked = true;
          await held;
          await route.continue();
        }),
    });
    await presenter.getByText('Presenting: each step opens the cell').waitFor();
    await expect.poll(() => asked).toBe(true);

    // The first press starts the shared reveal and opens carol's B on every screen.
    await presenter.keyboard.press('Space');
    release();
    for (const page of [presenter, ...halls]) {
      await expect.poll(() => cellState(page, 'carol', 'B')).toBe('wrong');
      expect(await cellState(page, 'alice', 'B')).toBe('frozen');
    }
    await settled(presenter);
    await shot(presenter, 'resolver-en-US-desktop-presenter');
    await expect.poll(() => mode(halls[0]!)).toBe('follow');
    await halls[0]!.getByText('Following the presenter').waitFor();
    // A follower's keys do not step: only the presenter drives.
    await halls[0]!.keyboard.press('Space');
    await halls[1]!.getByText('跟随模式').waitFor();
    await settled(halls[1]!);
    if (inSweep('zh-CN', 'phone')) await shot(halls[1]!, 'resolver-zh-CN-phone-follower');

    // A reloaded screen resumes at the same step: carol's B open at once, alice's still frozen.
    await halls[1]!.reload();
    await expect.poll(() => cellState(halls[1]!, 'carol', 'B')).toBe('wrong');
    expect(await cellState(halls[1]!, 'alice', 'B')).toBe('frozen');
    expect(await cellState(halls[0]!, 'alice', 'B')).toBe('frozen');

    // A non-admin gets no board at all, so no step; the reveal stays where it was.
    const alice = await screen('present=1&l=en-US', { username: 'alice' });
    await alice.getByRole('alert').waitFor();
    expect(await alice.locator('[data-row-user]').count()).toBe(0);

    await presenter.locator('main').click();
    for (const page of [presenter, ...halls]) {
      await expect.poll(() => cellState(page, 'alice', 'B')).toBe('solved');
      await expect.poll(() => rowOrder(page)).toEqual(['alice', 'bob', 'carol']);
    }
    await presenter.getByText('All results revealed').waitFor();
    await halls[0]!.locator('[data-row-user="alice"]').getByText('Gold').waitFor();
    await settled(halls[0]!);
    if (inSweep('en-US', 'desktop')) await shot(halls[0]!, 'resolver-en-US-desktop-follower-done');

    // The public board thawed in the same order: alice leads it too.
    const board = await site.call<{ records: { username: string }[] }>(
      'POST',
      '/api/get-contest-rank',
      { token: (await site.login('carol')).token, body: { cid } },
    );
    expect(board.body.data.records.map((r) => r.username)).toEqual(['alice', 'bob', 'carol']);
  });
});
