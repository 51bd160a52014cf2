import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { judgeRunningC, problemDto, type TestSite } from '@oj/server/testing';
import { desktop, startBrowserSite } from './browser.ts';

/**
 * The contest admin tabs follow the server's one rule in a real browser: the author and root
 * see them, another admin sees a contestant's tabs; and an OI contest asks before a second
 * submit of a problem covers the first.
 */
let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
let rootToken: string;
const contexts: BrowserContext[] = [];
const cids: Record<string, number> = {};
const hour = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

const call = async <T = unknown>(token: string, method: string, url: string, body?: unknown) => {
  const answer = await site.call<T>(method, url, { token, ...(body ? { body } : {}) });
  expect(answer.body.status, answer.body.msg).toBe(200);
  return answer.body.data;
};

const signedIn = async (username: string, password = 'secret123') => {
  const answer = await site.call<Record<string, unknown>>('POST', '/api/login', {
    body: { username, password },
  });
  const context = await browser.newContext({ viewport: desktop });
  contexts.push(context);
  await context.addInitScript(
    ([token, user]) => {
      if (localStorage.getItem('token') === null) {
        localStorage.setItem('token', token);
        localStorage.setItem('userInfo', user);
      }
    },
    [answer.headers.get('authorization')!, JSON.stringify(answer.body.data)] as const,
  );
  return context.newPage();
};

/** An account with HOJ user type 1001 (admin). */
const admin = async (name: string) => {
  await site.register(name);
  const { uid } = await site.login(name);
  await call(rootToken, 'PUT', '/api/admin/user/edit-user', {
    uid,
    email: `${name}@example.com`,
    type: 1001,
    status: 0,
  });
  // A fresh login carries the new role.
  return (await site.login(name)).token;
};

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite());
  rootToken = (await site.login('root', 'root-password')).token;
  await site.register('alice');
  const authorToken = await admin('author');
  await admin('otheradmin');
  await judgeRunningC(site, 'e2e-tabs');
  await call(rootToken, 'POST', '/api/admin/problem', problemDto({ problemId: 'P1', title: 'A' }));
  const [row] = await site.db.sql<{ pid: number }[]>`
    SELECT pid FROM read.problems WHERE problem_id = 'P1'`;
  for (const [name, type] of [
    ['acm', 0],
    ['oi', 1],
  ] as const) {
    const { id } = await call<{ id: number }>(authorToken, 'POST', '/api/admin/contest', {
      title: `Tabs ${name}`,
      description: 'd',
      type,
      auth: 0,
      openPrint: true,
      startTime: at(-1),
      endTime: at(3),
    });
    await call(authorToken, 'POST', '/api/admin/contest/add-problem-from-public', {
      cid: id,
      pid: Number(row!.pid),
      displayId: 'A',
    });
    cids[name] = id;
  }
}, 300_000);
afterAll(async () => {
  for (const context of contexts) await context.close();
  await close?.();
});

const tabNames = async (page: Page) => {
  await page.getByRole('tab', { name: 'Announcements', exact: true }).waitFor();
  return page.getByRole('tab').allTextContents();
};

describe('contest admin tabs', () => {
  it('shows AC info, admin print and replay to the author, not to another admin', async () => {
    const author = await signedIn('author');
    await author.goto(`${site.url}/contest/${cids.acm}?l=en-US`);
    const mine = await tabNames(author);
    for (const name of ['AC Info', 'Print Queue', 'Replay']) expect(mine.join('|')).toContain(name);

    const other = await signedIn('otheradmin');
    await other.goto(`${site.url}/contest/${cids.acm}?l=en-US`);
    const theirs = (await tabNames(other)).join('|');
    for (const name of ['AC Info', 'Print Queue', 'Replay']) expect(theirs).not.toContain(name);
    // An admin tab opened by its address is not offered either.
    await other.goto(`${site.url}/contest/${cids.acm}/ac-info?l=en-US`);
    await other.waitForURL(new RegExp(`/contest/${cids.acm}(\\?|$)`));
  });
});

describe('an OI contest', () => {
  it('asks before a second submit of the same problem covers the first', async () => {
    const page = await signedIn('alice');
    await page.goto(`${site.url}/contest/${cids.oi}/problem/A?l=en-US`);
    const editor = page.locator('.cm-content').first();
    await editor.click();
    await page.keyboard.insertText('int main(){return 0;}');
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    await submit.click();
    await expect
      .poll(
        async () =>
          (await site.db.sql`SELECT 1 FROM read.submissions WHERE cid = ${cids.oi!}`).length,
      )
      .toBe(1);
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('You have submission in this problem, sure to cover it?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await site.db.sql`SELECT 1 FROM read.submissions WHERE cid = ${cids.oi!}`).length).toBe(
      1,
    );
  });
});
