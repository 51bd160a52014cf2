import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { SmtpCatcher, TestSite } from '@oj/server/testing';
import fs from 'node:fs';
import path from 'node:path';
import {
  desktop,
  inSweep,
  phone,
  root,
  settled,
  shot,
  signedIn,
  startBrowserSite,
} from './browser.ts';

/** /admin/conf, /admin/switch and the dashboard, as the super admin uses them. */
let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
let catcher: SmtpCatcher;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const { startSmtpCatcher } = await import('@oj/server/testing');
  catcher = await startSmtpCatcher();
  ({ site, browser, close } = await startBrowserSite());
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await close?.();
  await catcher?.close();
});

const asRoot = (viewport = desktop) =>
  signedIn(site, browser, { username: 'root', password: 'root-password', viewport, contexts });

const section = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title }) });

/** The navbar's Register button as a visitor sees it. */
const registerButtons = async () => {
  const context = await browser.newContext({ viewport: desktop });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${site.url}/home?l=en-US`);
  await page.getByRole('button', { name: 'Login', exact: true }).first().waitFor();
  await settled(page);
  return page.getByRole('button', { name: 'Register', exact: true }).count();
};

it('turning registration off on /admin/conf takes Register out of the navbar', async () => {
  expect(await registerButtons()).toBe(1);
  const { page } = await asRoot();
  await page.goto(`${site.url}/admin/conf?l=en-US`);
  const web = section(page, 'Website');
  const open = web.getByRole('switch', { name: 'Open registration' });
  await open.waitFor();
  expect(await open.getAttribute('aria-checked')).toBe('true');
  await open.click();
  await web.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Saved successfully').waitFor();
  expect(await registerButtons()).toBe(0);
  // And back, through the same form.
  await open.click();
  await web.getByRole('button', { name: 'Save' }).click();
  await expect.poll(registerButtons).toBe(1);
});

it('sends a test mail to the loopback SMTP server from the page, and shows a failure', async () => {
  const { page } = await asRoot();
  await page.goto(`${site.url}/admin/conf?l=en-US`);
  const mail = section(page, 'E-mail');
  await mail.getByLabel('SMTP host').fill('127.0.0.1');
  await mail.getByLabel('SMTP port').fill(new URL(catcher.url).port);
  await mail.getByLabel('Username', { exact: true }).fill('judge@example.com');
  await mail.getByLabel('Password', { exact: true }).fill('secret');
  await mail.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Saved successfully').waitFor();
  const before = catcher.mails.length;
  await mail.getByLabel('Send a test mail to').fill('probe@example.com');
  await mail.getByRole('button', { name: 'Send test mail' }).click();
  await mail.getByRole('status').getByText('probe@example.com').waitFor();
  const got = await catcher.waitForMail('probe@example.com', before);
  expect(got.subject).toContain('Test mail');
  expect(got.from).toContain('judge@example.com');
  await settled(page);
  await shot(page, 'admin-conf-test-mail-en-US-desktop');

  await mail.getByLabel('SMTP host').fill('no-such-host.invalid');
  await mail.getByRole('button', { name: 'Save' }).click();
  await mail.getByRole('button', { name: 'Send test mail' }).click();
  await mail
    .getByRole('alert')
    .getByText(/Sending the test mail failed/)
    .waitFor();
  await mail.getByLabel('SMTP host').fill('127.0.0.1');
  await mail.getByRole('button', { name: 'Save' }).click();
});

it('renders the config, switch and dashboard pages in the screenshot sweep (phone and desktop, both languages)', async () => {
  for (const viewport of [desktop, phone]) {
    const { page } = await asRoot(viewport);
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const size = viewport === phone ? 'phone' : 'desktop';
      if (!inSweep(lang, size)) continue;
      await page.goto(`${site.url}/admin/conf?l=${lang}`);
      await page.locator('section').nth(2).waitFor();
      await settled(page);
      // The whole form: four sections are taller than any screen.
      fs.mkdirSync(path.join(root, 'screenshots'), { recursive: true });
      await page.screenshot({
        path: path.join(root, 'screenshots', `admin-conf-${lang}-${size}.png`),
        fullPage: true,
      });
      await page.goto(`${site.url}/admin/switch?l=${lang}`);
      await page.getByRole('switch').first().waitFor();
      await settled(page);
      await shot(page, `admin-switch-${lang}-${size}`);
      await page.goto(`${site.url}/admin?l=${lang}`);
      await page.getByTestId('dashboard-queue').waitFor();
      await settled(page);
      await shot(page, `admin-dashboard-${lang}-${size}`);
    }
  }
});
