import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Verdict } from '@oj/events';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  contestWithProblems,
  judgeAgain,
  pendingSubmission,
  problemDto,
  rejudgeAt,
  type TestSite,
} from '@oj/server/testing';
import { desktop, inSweep, phone, settled, shot, signedIn, startBrowserSite } from './browser.ts';

/**
 * Time travel in the replay tab: an ended 50-minute ACM contest sealed from minute 20 (and kept
 * sealed after the end), whose events happened at known minutes (appended as the submit route,
 * a judge worker and a rejudge append them, with those times):
 *
 *   alice  A submitted 5, WA at 6; rejudged at 40, AC at 41
 *   bob    A submitted 10, AC at 11; B submitted 25 (in the seal), AC at 26
 *   carol  B submitted 8, WA at 9; A submitted 28, still being judged at 30, AC at 35
 *
 * At minute 30 the admins saw bob's B solved, carol's A being judged and alice's A wrong; the
 * public saw bob's B frozen and nothing of carol's A. At the end alice's A is accepted.
 */
let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
let rootToken: string;
let cid: number;
const contexts: BrowserContext[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-contest-history-e2e-'));
const minute = 60_000;
let start: number;
const iso = (m: number) => new Date(start + m * minute).toISOString();

const asRoot = async <T = unknown>(method: string, url: string, body?: unknown) => {
  const answer = await site.call<T>(method, url, {
    token: rootToken,
    ...(body === undefined ? {} : { body }),
  });
  expect(answer.body.status, `${method} ${url}: ${answer.body.msg}`).toBe(200);
  return answer.body.data;
};

const uids: Record<string, string> = {};
const pids: Record<string, number> = {};
const submitAt = (name: string, problem: string, m: number) =>
  pendingSubmission(site, {
    uid: uids[name]!,
    username: name,
    pid: pids[problem]!,
    displayPid: problem,
    cid,
    submitTime: iso(m),
  });
const judgeAt = (submitId: number, status: Verdict, m: number) =>
  judgeAgain(site, submitId, { status, at: iso(m) });

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite({ dataDir }));
  rootToken = (await site.login('root', 'root-password')).token;
  for (const name of ['alice', 'bob', 'carol']) {
    await site.register(name);
    uids[name] = (await site.login(name)).uid;
  }
  for (const [id, title] of [
    ['A', 'A + B'],
    ['B', 'Shortest path'],
  ] as const) {
    await asRoot('POST', '/api/admin/problem', problemDto({ problemId: `H${id}`, title }));
    const [row] = await site.db.sql<{ pid: number }[]>`
      SELECT pid FROM read.problems WHERE problem_id = ${`H${id}`}`;
    pids[id] = Number(row!.pid);
  }
  start = Date.now() - 120 * minute;
  cid = await contestWithProblems(
    site,
    rootToken,
    {
      title: 'Replayed round',
      description: 'Time travel.',
      startTime: iso(0),
      endTime: iso(50),
      sealRank: 0,
      autoRealRank: false,
    },
    [pids.A!, pids.B!],
  );
  const aliceA = await submitAt('alice', 'A', 5);
  await judgeAt(aliceA, 'WA', 6);
  const carolB = await submitAt('carol', 'B', 8);
  await judgeAt(carolB, 'WA', 9);
  await judgeAt(await submitAt('bob', 'A', 10), 'AC', 11);
  await judgeAt(await submitAt('bob', 'B', 25), 'AC', 26);
  const carolA = await submitAt('carol', 'A', 28);
  await judgeAt(carolA, 'AC', 35);
  await rejudgeAt(site, aliceA, iso(40));
  await judgeAt(aliceA, 'AC', 41);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await close?.();
});

const state = (page: Page, user: string, problem: string) =>
  page.locator(`[data-row-user="${user}"] [data-problem="${problem}"]`).getAttribute('data-state');

/** Brings the board into view (below the controls on a phone) and lets it settle. */
const show = async (page: Page) => {
  await page.locator('[data-row-user]').last().scrollIntoViewIfNeeded();
  await settled(page);
};

/** Moves the slider to minute `m` with the keyboard, as a person would. */
const scrubTo = async (page: Page, m: number, of: string) => {
  const slider = page.getByRole('slider');
  await slider.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < m; i++) await page.keyboard.press('ArrowRight');
  await page.getByText(of).waitFor();
};

const views = {
  'en-US': {
    minute30: 'Minute 30 of 50',
    end: 'Minute 50 of 50',
    public: 'Public (frozen)',
    admin: 'Admin (live)',
    sealed: 'At this minute the public board was frozen',
  },
  'zh-CN': {
    minute30: '第 30 / 50 分钟',
    end: '第 50 / 50 分钟',
    public: '公开榜（封榜）',
    admin: '管理员（实时）',
    sealed: '此时公开榜单处于封榜状态',
  },
} as const;

describe('the replay tab scrubs the contest as it happened', () => {
  it('shows minute 30 as the admins and as the public saw it, and the end after the rejudge', async () => {
    for (const lang of ['en-US', 'zh-CN'] as const)
      for (const width of ['desktop', 'phone'] as const) {
        if (!inSweep(lang, width)) continue;
        const t = views[lang];
        const { page } = await signedIn(site, browser, {
          username: 'root',
          password: 'root-password',
          viewport: width === 'desktop' ? desktop : phone,
          contexts,
        });
        await page.goto(`${site.url}/contest/${cid}/replay?l=${lang}`);
        await page.getByRole('slider').waitFor();

        // Minute 30, admin view: bob's run in the seal solved, carol's A still being judged,
        // alice's A wrong (its rejudge comes at 40).
        await scrubTo(page, 30, t.minute30);
        await expect.poll(() => state(page, 'bob', 'B')).toBe('first');
        expect(await state(page, 'carol', 'A')).toBe('judging');
        expect(await state(page, 'alice', 'A')).toBe('wrong');
        expect(await state(page, 'carol', 'B')).toBe('wrong');
        await show(page);
        await shot(page, `contest-history-${lang}-${width}-admin-30`);

        // The same minute as the public saw it: frozen, bob's B a '?', carol's A not shown.
        await page.getByRole('button', { name: t.public }).click();
        await page.getByText(t.sealed).waitFor();
        await expect.poll(() => state(page, 'bob', 'B')).toBe('frozen');
        expect(await state(page, 'bob', 'A')).toBe('first');
        expect(await state(page, 'carol', 'A')).toBe('empty');
        expect(await state(page, 'alice', 'A')).toBe('wrong');
        await show(page);
        await shot(page, `contest-history-${lang}-${width}-public-30`);

        // The end, admin view: alice's rejudged run is accepted, and is A's first blood now.
        await page.getByRole('button', { name: t.admin }).click();
        await page.getByRole('slider').focus();
        await page.keyboard.press('End');
        await page.getByText(t.end).waitFor();
        await expect.poll(() => state(page, 'alice', 'A')).toBe('first');
        expect(await state(page, 'bob', 'A')).toBe('solved');
        expect(await state(page, 'carol', 'A')).toBe('solved');
        await show(page);
        await shot(page, `contest-history-${lang}-${width}-admin-end`);

        // Under the ended contest's board: its results pinned in the event log.
        await page.goto(`${site.url}/contest/${cid}/rank?l=${lang}`);
        const pin = page.locator('[data-results-hash]');
        await pin.scrollIntoViewIfNeeded();
        const answer = (await (
          await fetch(`${site.url}/api/get-contest-results-hash?cid=${cid}`)
        ).json()) as { data: { hash: string } };
        expect(await pin.getAttribute('data-results-hash')).toBe(answer.data.hash);
        await shot(page, `contest-results-hash-${lang}-${width}`);
        await page.context().close();
      }
  });
});
