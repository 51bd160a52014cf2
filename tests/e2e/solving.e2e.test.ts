import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { desktop, launchBrowser, phone, shot, typeCode } from './browser.ts';
import { api, registerThroughOutbox, startSiteProcess } from './site-process.ts';

let site: Awaited<ReturnType<typeof startSiteProcess>>;
let browser: Browser;
const accepted =
  '#include <stdio.h>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);return 0;}';

beforeAll(async () => {
  site = await startSiteProcess();
  browser = await launchBrowser();
  const root = await api(site.url, 'POST', '/api/login', {
    username: 'root',
    password: 'root-password',
  });
  const token = root.headers.get('authorization')!;
  await api(site.url, 'PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0 }, token);
  expect(
    (
      await registerThroughOutbox(site.url, token, {
        username: 'solver',
        password: 'secret123',
        email: 'solver@example.com',
      })
    ).body.status,
  ).toBe(200);
  // The demo problems are loaded on first start: minutes on a busy machine.
  const end = Date.now() + 300_000;
  const problems = () => api<{ total: number }>(site.url, 'GET', '/api/get-problem-list?limit=30');
  while ((await problems()).body.data.total < 12) {
    if (Date.now() > end) throw new Error('the demo problems were not loaded');
    await new Promise((r) => setTimeout(r, 200));
  }
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const login = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill('solver');
  await dialog.getByLabel('Password').fill('secret123');
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('banner').getByText('solver', { exact: true }).waitFor();
};

/** The first visible element with the text (status names also sit in hidden <option>s and SVG titles). */
const visible = (page: Page, text: string | RegExp) =>
  page
    .getByText(text, { exact: typeof text === 'string' })
    .filter({ visible: true })
    .first();

/** Replaces the editor's content the way a user would: select all, then type. */

describe('solving a problem in the browser', () => {
  it('lets an anonymous visitor browse and filter the list, and asks for login on submit', async () => {
    const page = await (await browser.newContext({ viewport: desktop })).newPage();
    await page.goto(`${site.url}/problem?l=en-US`);
    await visible(page, /A \+ B Problem/).waitFor();
    await shot(page, 'problem-list-en-US-desktop');
    await page.getByPlaceholder(/Search/).fill('GCD');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/keyword=GCD/);
    // GCD is on the unfiltered list too: the filtered list is the one without A + B.
    await page
      .getByText(/A \+ B Problem/)
      .first()
      .waitFor({ state: 'detached' });
    await visible(page, /GCD and LCM/).waitFor();
    await page.goto(`${site.url}/problem/P1000?l=en-US`);
    await page.locator('.cm-content').first().waitFor();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('dialog').getByLabel('Username').waitFor();
    await page.context().close();
  });

  it('submits an accepted solution, then a wrong one, and shows the verdicts without a reload', async () => {
    const page = await (await browser.newContext({ viewport: desktop })).newPage();
    await page.goto(`${site.url}/problem/P1000?l=en-US`);
    await login(page);
    await typeCode(page, accepted);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await visible(page, 'Accepted').waitFor();
    await shot(page, 'problem-page-en-US-accepted');
    await typeCode(page, accepted.replace('a+b', 'a-b'));
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await visible(page, 'Wrong Answer').waitFor();
    await shot(page, 'problem-page-en-US-wrong-answer');
    await page.goto(`${site.url}/status?onlyMine=true&l=en-US`);
    await visible(page, 'Wrong Answer').waitFor();
    await visible(page, 'Accepted').waitFor();
    await page.context().close();
  });

  it('applies the pushed verdict: after submitting, no detail, problem or status call', async () => {
    const page = await (await browser.newContext({ viewport: desktop })).newPage();
    await page.goto(`${site.url}/problem/P1000?l=en-US`);
    await login(page);
    const pie = page.getByRole('img', { name: /^Results of \d+ submissions$/ });
    await pie.waitFor();
    const before = Number((await pie.getAttribute('aria-label'))!.match(/\d+/)![0]);
    const calls: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/')) calls.push(pathname);
    });
    await typeCode(page, accepted);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await visible(page, 'Accepted').waitFor();
    // The counts move by the pushed verdict, without a reload.
    await page.getByRole('img', { name: `Results of ${before + 1} submissions` }).waitFor();
    // The message badge resyncs its unread counts whenever the socket (re)connects after the
    // login, at a moment of its own: that call is the shell's, not the verdict's.
    expect(calls.filter((c) => c !== '/api/msg/unread')).toEqual(['/api/submit-problem-judge']);
    await page.context().close();
  });

  it('updates the submission list live and switches every label to English', async () => {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    await page.goto(`${site.url}/status?l=zh-CN`);
    await page.getByRole('navigation').getByRole('link', { name: '评测状态' }).waitFor();
    const root = await api(site.url, 'POST', '/api/login', {
      username: 'root',
      password: 'root-password',
    });
    const token = root.headers.get('authorization')!;
    const slow = accepted.replace(
      'int main(){',
      'int main(){volatile unsigned long x=0;for(unsigned long i=0;i<200000000UL;i++)x+=i;',
    );
    const detail = await api<{ problem: { id: number } }>(
      site.url,
      'GET',
      '/api/get-problem-detail?problemId=P1000',
    );
    const sub = await api<{ submitId: number }>(
      site.url,
      'POST',
      '/api/submit-problem-judge',
      { pid: detail.body.data.problem.id, language: 'C', code: slow },
      token,
    );
    expect(sub.body.status).toBe(200);
    await page.reload();
    // The new row is in progress, then turns Accepted without another reload.
    await visible(page, /等待评测|编译中|评测中/).waitFor();
    await visible(page, '答案正确').waitFor();
    await shot(page, 'status-zh-CN-desktop');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'Status' }).waitFor();
    await visible(page, 'Accepted').waitFor();
    await expect(page.getByText('答案正确').filter({ visible: true }).count()).resolves.toBe(0);
    await context.close();
  });

  it('shows the problem page and a submission on a 375 px phone', async () => {
    const page = await (await browser.newContext({ viewport: phone })).newPage();
    await page.goto(`${site.url}/problem/P1000?l=zh-CN`);
    await visible(page, /A \+ B/).waitFor();
    await shot(page, 'problem-page-zh-CN-phone');
    const list = await api<{ records: { submitId: number }[] }>(
      site.url,
      'GET',
      '/api/get-submission-list?limit=1',
    );
    await page.goto(`${site.url}/submission-detail/${list.body.data.records[0]!.submitId}?l=en-US`);
    await visible(page, 'Accepted').waitFor();
    await shot(page, 'submission-detail-en-US-phone');
    await page.context().close();
  });
});
