import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestSite } from '@oj/server/testing';
import { animationsDone, desktop, phone, shot, startBrowserSite } from './browser.ts';

let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite());
  // Without SMTP_URL the codes land in the outbox.
  for (const email of ['una@example.com', 'ben@example.com'])
    expect((await site.call('GET', `/api/get-register-code?email=${email}`)).body.status).toBe(200);
});
afterAll(() => close?.());

const signIn = async (page: Page, username: string, password: string) => {
  await page.goto(`${site.url}/admin/login?l=en-US`);
  await page.getByPlaceholder('Username').fill(username);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
};

it('shows the super admin the mail the site kept, and opens one', async () => {
  for (const viewport of [desktop, phone]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signIn(page, 'root', 'root-password');
    await page.waitForURL(/\/admin$/);
    if (viewport === phone) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Mail outbox' }).click();
    await page.waitForURL(/\/admin\/mail-outbox$/);
    await page.getByText('ben@example.com').filter({ visible: true }).first().waitFor();
    await shot(page, `mail-outbox-en-US-${viewport === phone ? 'phone' : 'desktop'}`);
    await page.getByText('una@example.com').filter({ visible: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^[A-Z0-9]{6}$/m).waitFor();
    await dialog.getByText('注册验证码', { exact: false }).first().waitFor();
    await animationsDone(page); // the dialog's pop-in
    await shot(page, `mail-outbox-en-US-${viewport === phone ? 'phone' : 'desktop'}-mail`);
    await context.close();
  }
});

it('hides the outbox from an admin who is not the super admin', async () => {
  const { registerAccount } = await import('@oj/server');
  const { position } = await registerAccount(site.deps, {
    username: 'ada',
    password: 'secret123',
    email: 'ada@example.com',
    role: 'admin',
  });
  await site.deps.projections.waitFor(position);
  const context = await browser.newContext({ viewport: desktop });
  const page = await context.newPage();
  await signIn(page, 'ada', 'secret123');
  await page.waitForURL(/\/admin$/);
  expect(await page.getByRole('link', { name: 'Mail outbox' }).count()).toBe(0);
  await page.goto(`${site.url}/admin/mail-outbox?l=en-US`);
  await page.getByText('Only the super admin can read the mail outbox').waitFor();
  await context.close();
});
