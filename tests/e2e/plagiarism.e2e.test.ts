import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  contestWithProblems,
  disguised,
  judgedSubmission,
  original,
  problemDto,
  unrelated,
  type TestSite,
} from '@oj/server/testing';
import { desktop, inSweep, phone, shot, signedIn, startBrowserSite } from './browser.ts';

/**
 * A contest admin checks a problem for plagiarism: the renamed copy ranks first, and the two
 * codes open side by side with the matched lines marked.
 */
let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
let cid = 0;
const contexts: BrowserContext[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-plagiarism-e2e-'));

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite({ dataDir }));
  const rootToken = (await site.login('root', 'root-password')).token;
  const added = await site.call('POST', '/api/admin/problem', {
    token: rootToken,
    body: problemDto({ problemId: 'PL1', title: 'Range sums' }),
  });
  expect(added.body.status, added.body.msg).toBe(200);
  const [row] = await site.db.sql<{ pid: number }[]>`
    SELECT pid FROM read.problems WHERE problem_id = 'PL1'`;
  const pid = Number(row!.pid);
  const start = Date.now() - 60 * 60_000;
  cid = await contestWithProblems(
    site,
    rootToken,
    {
      title: 'Honest cup',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 5 * 60 * 60_000).toISOString(),
    },
    [pid],
  );
  const codes: [string, string][] = [
    ['alice', original],
    ['bob', unrelated[0]!],
    ['carol', disguised],
    ['dave', unrelated[1]!],
  ];
  for (const [username, code] of codes) {
    await site.register(username);
    const { uid } = await site.login(username);
    await judgedSubmission(site, {
      ...{ uid, username, pid, cid, displayPid: 'A', code, language: 'C++', status: 'AC' },
      submitTime: new Date(start + 30 * 60_000).toISOString(),
    });
  }
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
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

describe('plagiarism tab', () => {
  it('ranks the renamed copy first and shows the pair side by side', async () => {
    const page = await rootPage(desktop);
    await page.goto(`${site.url}/contest/${cid}/plagiarism?l=en-US`);
    await page.getByText('No check has been run on this contest yet.').waitFor();
    await page.getByLabel('Problem').selectOption({ label: 'A Range sums' });
    await page.getByRole('button', { name: 'Start check' }).click();
    await page.locator('[data-state="done"]').waitFor();
    const rows = page.locator('[data-problem="A"] tbody tr[data-pair]');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    expect(await rows.first().getAttribute('data-pair')).toBe('alice-carol');
    await rows.first().getByRole('button', { name: 'Compare' }).click();
    const view = page.locator('[data-pair-view]');
    await view.locator('[data-side="left"] [data-fragment="0"]').first().waitFor();
    await view.locator('[data-side="right"] [data-fragment="0"]').first().waitFor();
    await view.getByText('alice and carol').waitFor();
    if (inSweep('en-US', 'desktop')) {
      await page.locator('[data-problem="A"]').scrollIntoViewIfNeeded();
      await shot(page, 'plagiarism-en-US-desktop');
    }

    if (inSweep('zh-CN', 'phone')) {
      const phonePage = await rootPage(phone);
      await phonePage.goto(`${site.url}/contest/${cid}/plagiarism?l=zh-CN`);
      await phonePage.getByText('查重完成').waitFor();
      const first = phonePage.locator('[data-problem="A"] [data-pair]').first();
      await shot(phonePage, 'plagiarism-zh-CN-phone');
      await first.getByRole('button', { name: '对比' }).click();
      await phonePage.locator('[data-pair-view] [data-fragment="0"]').first().waitFor();
      await shot(phonePage, 'plagiarism-pair-zh-CN-phone');
    }
  }, 240_000);
});
