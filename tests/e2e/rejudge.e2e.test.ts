import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { handleCommand, nextId, submissionDecider, submissionStream } from '@oj/events';
import { contestWithProblems, judgeAgain, problemDto, type TestSite } from '@oj/server/testing';
import { startTestJudge } from '@oj/judge/testing';
import { desktop, inSweep, phone, shot, signedIn, startBrowserSite } from './browser.ts';

/**
 * A contest admin previews a rejudge of a contest problem whose runs were judged with a wrong
 * verdict (a faulty judge said Wrong Answer to a correct solution): the real judge judges them
 * into the preview, the page shows the verdict change and the board diff, Apply moves the
 * contest's board, Undo brings it back.
 */
let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
let judge: Awaited<ReturnType<typeof startTestJudge>> | undefined;
let rootToken: string;
let cid = 0;
const contexts: BrowserContext[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-rejudge-e2e-'));
const solution =
  '#include <stdio.h>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);return 0;}';

const asRoot = async <T = unknown>(method: string, url: string, body?: unknown) => {
  const answer = await site.call<T>(method, url, {
    token: rootToken,
    ...(body === undefined ? {} : { body }),
  });
  expect(answer.body.status, `${method} ${url}: ${answer.body.msg}`).toBe(200);
  return answer.body.data;
};

/** A contest run with real code, judged by the test with the verdict it says. */
const judgedRun = async (
  user: { uid: string; name: string },
  pid: number,
  at: number,
  status: 'AC' | 'WA',
) => {
  const submitId = await nextId(site.db.sql, 'submission');
  await handleCommand(site.deps.store, submissionStream(submitId), submissionDecider, {
    type: 'CreateSubmission',
    data: {
      ...{ submitId, kind: 'submission', pid, displayPid: 'A', uid: user.uid, username: user.name },
      ...{ language: 'C', code: solution, length: solution.length, cid, gid: null, ip: '' },
      ...{ submitTime: new Date(at).toISOString(), priority: 0 },
    },
  });
  await judgeAgain(site, submitId, { status, time: 1, at: new Date(at).toISOString() });
};

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite({ dataDir }));
  rootToken = (await site.login('root', 'root-password')).token;
  const users: Record<string, { uid: string; name: string }> = {};
  for (const name of ['carol', 'dave']) {
    await site.register(name);
    users[name] = { uid: (await site.login(name)).uid, name };
  }
  await asRoot('POST', '/api/admin/problem', problemDto({ problemId: 'RJ1', title: 'A + B' }));
  const [row] = await site.db.sql<{ pid: number }[]>`
    SELECT pid FROM read.problems WHERE problem_id = 'RJ1'`;
  const pid = Number(row!.pid);
  const start = Date.now() - 60 * 60_000;
  cid = await contestWithProblems(
    site,
    rootToken,
    {
      title: 'Rejudge cup',
      openRank: true,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 5 * 60 * 60_000).toISOString(),
    },
    [pid],
  );
  // The faulty judge: carol's correct run got Wrong Answer, dave's the same code got Accepted.
  await judgedRun(users.carol!, pid, start + 10 * 60_000, 'WA');
  await judgedRun(users.dave!, pid, start + 20 * 60_000, 'AC');
  // The real judge starts once the runs are judged: it only judges the preview's jobs.
  judge = await startTestJudge({ sql: site.db.sql, store: site.deps.store, name: 'rejudge-e2e' });
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await judge?.stop();
  await close?.();
});

const rootPage = async (viewport: { width: number; height: number }) =>
  (
    await signedIn(site, browser, {
      username: 'root',
      password: 'root-password',
      viewport,
      contexts,
    })
  ).page;
const rankOf = (page: Page, username: string) =>
  page.locator(`tr[data-username="${username}"]`).getByTestId('board-rank').first().textContent();
const boardRanks = async (page: Page, lang: string) => {
  await page.goto(`${site.url}/contest/${cid}/rank?l=${lang}`);
  await page.locator('tbody tr[data-username]').first().waitFor();
  return [await rankOf(page, 'carol'), await rankOf(page, 'dave')].map((r) => r?.trim());
};

describe('rejudge with a preview', () => {
  it('previews the change, applies it to the board, and undoes it', async () => {
    const page = await rootPage(desktop);
    expect(await boardRanks(page, 'en-US')).toEqual(['2', '1']);

    await page.goto(`${site.url}/contest/${cid}/rejudge?l=en-US`);
    await page
      .locator('[data-preview-problem="A"]')
      .getByRole('button', { name: 'Rejudge with preview' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start preview' }).click();
    await page.waitForURL(/\/rejudge\/[0-9a-f-]{36}/);
    const previewUrl = page.url().replace(/\?.*$/, '');
    // The real judge judges both runs into the preview: carol's verdict changes, dave's not.
    await page.locator('[data-rejudge-phase="ready"]').waitFor({ timeout: 120_000 });
    await page.locator('[data-verdict-change="carol"][data-changed="true"]').waitFor();
    await page.locator('[data-verdict-change="dave"][data-changed="false"]').waitFor();
    const carolMove = page.locator('[data-board-move="carol"]').first();
    await expect.poll(() => carolMove.textContent()).toContain('2 → 1');
    await page
      .locator('[data-first-blood="A"]')
      .getByText('First blood of A: dave → carol')
      .waitFor();
    // Judged into the preview only: the board has not moved.
    if (inSweep('en-US', 'desktop')) await shot(page, 'rejudge-preview-en-US-desktop');

    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply', exact: true }).click();
    await page.locator('[data-rejudge-phase="applied"]').waitFor();
    expect(await boardRanks(page, 'en-US')).toEqual(['1', '2']);

    if (inSweep('zh-CN', 'phone')) {
      const phonePage = await rootPage(phone);
      await phonePage.goto(`${previewUrl}?l=zh-CN`);
      await phonePage.locator('[data-rejudge-phase="applied"]').waitFor();
      await phonePage.getByRole('button', { name: '撤销' }).waitFor();
      await shot(phonePage, 'rejudge-preview-zh-CN-phone');
    }

    await page.goto(`${previewUrl}?l=en-US`);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Undo', exact: true }).click();
    await page.locator('[data-rejudge-phase="undone"]').waitFor();
    expect(await boardRanks(page, 'en-US')).toEqual(['2', '1']);
  }, 240_000);
});
