import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { judgeStream } from '@oj/events';
import { problemDto, type TestSite } from '@oj/server/testing';
import { shot, startBrowserSite } from './browser.ts';

/**
 * The problem page of a site whose judge has not announced its languages yet (no judge runs
 * here: the test announces one): the editor says "judge starting" instead of offering
 * languages nothing can run, and picks the languages up when they arrive, without a reload.
 */
let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-judge-starting-e2e-'));

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite({ dataDir }));
  const { token } = await site.login('root', 'root-password');
  const made = await site.call('POST', '/api/admin/problem', { token, body: problemDto() });
  expect(made.body.status, made.body.msg).toBe(200);
}, 300_000);
afterAll(async () => {
  await close?.();
});

const announceJudge = async () => {
  const appended = await site.deps.store.append(judgeStream('e2e'), [
    {
      type: 'JudgeWorkerStarted',
      data: {
        judger: 'e2e',
        at: new Date().toISOString(),
        languages: ['C', 'C++'].map((name) => ({
          name: name as 'C' | 'C++',
          description: name,
          contentType: 'text/x-csrc',
          compileCommand: 'gcc',
          template: '',
          available: true,
        })),
      },
    },
  ]);
  await site.deps.projections.waitFor(appended.position);
};

it('says the judge is starting, then offers the languages once a judge announces them', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${site.url}/problem/P1000?l=en-US`);
  const picker = page.getByLabel('Language', { exact: true });
  await page.getByRole('status').getByText('Judge starting…').waitFor();
  expect(await picker.isDisabled()).toBe(true);
  expect(await picker.locator('option:checked').textContent()).toBe('Judge starting…');
  expect(await page.getByRole('button', { name: 'Submit', exact: true }).isDisabled()).toBe(true);
  await shot(page, 'judge-starting-en-US-desktop');
  const zh = await context.newPage();
  await zh.goto(`${site.url}/problem/P1000?l=zh-CN`);
  await zh.getByRole('status').getByText('评测机启动中…').waitFor();
  await zh.close();

  await announceJudge();
  // The page polls while the list is empty: no reload.
  await page.waitForFunction(() => {
    const select = [...document.querySelectorAll('select')].find((s) =>
      [...s.options].some((o) => o.value === 'C'),
    );
    return select !== undefined && !select.disabled;
  });
  expect(await picker.inputValue()).toBe('C');
  expect(await page.getByText('Judge starting…').count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Submit', exact: true }).isDisabled()).toBe(false);

  await context.close();
});
