import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { contestWithProblems, problemDto, type TestSite } from '@oj/server/testing';
import { desktop, inSweep, phone, settled, shot, signedIn, startBrowserSite } from './browser.ts';

/**
 * Clarifications in two browsers: a contestant (Chinese, phone) asks about problem A; the
 * question shows in the jury queue (English, desktop) without a reload; the judge claims it
 * and answers with a canned answer to the asker alone, and the answer shows on the
 * contestant's page live.
 */
let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
let cid: number;
const contexts: BrowserContext[] = [];
const hour = 3_600_000;

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite());
  const rootToken = (await site.login('root', 'root-password')).token;
  await site.register('alice');
  const added = await site.call('POST', '/api/admin/problem', {
    token: rootToken,
    body: problemDto({ problemId: 'CLAR1', title: 'Sum' }),
  });
  expect(added.body.status, added.body.msg).toBe(200);
  const [row] = await site.db.sql<{ pid: number }[]>`
    SELECT pid FROM read.problems WHERE problem_id = 'CLAR1'`;
  const now = Date.now();
  cid = await contestWithProblems(
    site,
    rootToken,
    {
      title: 'Clarified',
      startTime: new Date(now - hour).toISOString(),
      endTime: new Date(now + 3 * hour).toISOString(),
    },
    [row!.pid],
  );
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await close?.();
});

describe('clarifications', () => {
  it('carries a question to the jury queue and the answer back to the asker, live', async () => {
    const jury = (
      await signedIn(site, browser, {
        username: 'root',
        password: 'root-password',
        viewport: desktop,
        contexts,
      })
    ).page;
    await jury.goto(`${site.url}/contest/${cid}/clarifications?l=en-US`);
    await jury.getByRole('heading', { name: 'Jury queue' }).waitFor();
    await jury.getByText('No clarifications yet').waitFor();

    const alice = (await signedIn(site, browser, { username: 'alice', viewport: phone, contexts }))
      .page;
    await alice.goto(`${site.url}/contest/${cid}/clarifications?l=zh-CN`);
    await alice.getByRole('heading', { name: '向裁判提问' }).waitFor();
    await alice.getByLabel('关于').selectOption('A');
    await alice.getByRole('button', { name: '发送提问' }).click();
    await alice.getByText('内容不能为空').waitFor();
    const question = 'Can n be zero in problem A?';
    await alice.getByPlaceholder('请输入内容').fill(question);
    await alice.getByRole('button', { name: '发送提问' }).click();
    const mine = alice.getByTestId('clarification').filter({ hasText: question });
    await mine.getByText('等待回复').waitFor();

    // The jury's page was not reloaded: the push brought the question.
    const card = jury.getByTestId('clarification').filter({ hasText: question });
    await card.waitFor();
    await card.getByText('alice').waitFor();
    await card.getByRole('button', { name: 'Claim' }).click();
    await card.getByTestId('claimed-by').getByText('Claimed by root').waitFor();
    await card.getByLabel('Standard answer').selectOption({ label: 'Read the problem statement.' });
    await expect
      .poll(() => card.getByPlaceholder('Answer').inputValue())
      .toBe('Read the problem statement.');
    await settled(jury);
    if (inSweep('en-US', 'desktop')) await shot(jury, 'clarifications-en-US-desktop-jury-queue');
    await card.getByRole('button', { name: 'Send answer' }).click();
    await card.getByText('Private').waitFor();

    // The asker's page was not reloaded either: the answer came through their own room.
    await mine
      .getByTestId('clarification-answer')
      .getByText('Read the problem statement.')
      .waitFor();
    await expect.poll(() => mine.getByText('等待回复').count()).toBe(0);
    await mine.scrollIntoViewIfNeeded();
    await settled(alice);
    if (inSweep('zh-CN', 'phone')) await shot(alice, 'clarifications-zh-CN-phone-answered');
  });
});
