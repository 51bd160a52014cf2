import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestDatabase, type TestDatabase } from '@oj/events/testing';
import { codeFromMail, linkFromMail, startSmtpCatcher, type SmtpCatcher } from '@oj/server/testing';
import { desktop, launchBrowser, phone, shot } from './browser.ts';
import { startSiteProcess } from './site-process.ts';

// The whole product as `npm start` runs it, mailing through an SMTP server this test runs on
// loopback, on a database the test can read (the captcha and slide answers a person would see).
let smtp: SmtpCatcher;
let db: TestDatabase;
let site: Awaited<ReturnType<typeof startSiteProcess>>;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  db = await createTestDatabase();
  site = await startSiteProcess({ SMTP_URL: smtp.url, DATABASE_URL: db.url });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await smtp?.close();
  await db?.drop();
});

const open = async (path: string, viewport = desktop) => {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${site.url}${path}`);
  return page;
};
/** The Login / Register button of the navbar, or of the drawer on a phone. */
const openDialog = async (page: Page, name: 'Login' | 'Register') => {
  if ((page.viewportSize()?.width ?? 0) < 992) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name, exact: true }).click();
  } else await page.getByRole('banner').getByRole('button', { name, exact: true }).click();
  // The drawer closes as the sign-in dialog opens: wait until only the latter is left.
  await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
  return page.getByRole('dialog');
};
/** Clicks Login and waits for the server's answer. */
const submitLogin = async (page: Page, label = 'Login') => {
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/login')),
    page.getByRole('dialog').getByRole('button', { name: label, exact: true }).click(),
  ]);
};
/** Drags the slider the way a keyboard user does: from the start, one pixel per key. */
const slideTo = async (page: Page, x: number) => {
  const slider = page.getByRole('dialog').getByLabel('Slide to verify');
  await slider.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < x; i++) await page.keyboard.press('ArrowRight');
};
const latest = async (table: 'captchas' | 'slide_checks', column: 'answer' | 'answer_x') =>
  (
    await db.sql.unsafe(`SELECT ${column} AS v FROM app.${table} ORDER BY expires_at DESC LIMIT 1`)
  )[0]?.v as string | number;

describe('accounts in the browser', () => {
  it('offers the judge languages as soon as npm start says the site is up', async () => {
    const res = await fetch(`${site.url}/api/languages`);
    const body = (await res.json()) as { data: { name: string }[] };
    expect(body.data.map((l) => l.name)).toContain('C');
    // The supervisor waited for the judge's report before it announced the site.
    const log = site.log();
    expect(log).toMatch(/the judge offers .*C/);
    expect(log.indexOf('the judge offers')).toBeLessThan(log.indexOf('the site is up'));
  });

  it('registers with the e-mailed code, then logs in', async () => {
    const page = await open('/home?l=en-US');
    const dialog = await openDialog(page, 'Register');
    await dialog.getByLabel('Username').fill('walt');
    await dialog.getByLabel('Password', { exact: true }).fill('secret123');
    await dialog.getByLabel('Password again').fill('secret123');
    await dialog.getByLabel('Email', { exact: true }).fill('walt@example.com');
    const since = smtp.mails.length;
    await dialog.getByRole('button', { name: 'Get code' }).click();
    const code = codeFromMail(await smtp.waitForMail('walt@example.com', since));
    await dialog.getByRole('button', { name: /^\d+s$/ }).waitFor();
    await dialog.getByLabel('Email code').fill(code);
    await shot(page, 'accounts-en-US-desktop-register');
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Registered successfully, please log in').waitFor();
    await dialog.getByRole('button', { name: 'Forgot password?' }).waitFor();
    expect(await dialog.getByLabel('Username').inputValue()).toBe('walt');
    await dialog.getByLabel('Password').fill('secret123');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('banner').getByText('walt', { exact: true }).waitFor();

    const small = await open('/home?l=en-US', phone);
    const phoneDialog = await openDialog(small, 'Register');
    await phoneDialog.getByLabel('Username').fill('walt2');
    await phoneDialog.getByLabel('Email', { exact: true }).fill('walt@example.com');
    await phoneDialog.getByRole('button', { name: 'Get code' }).click();
    await phoneDialog.getByText('The email already exists').waitFor();
    await shot(small, 'accounts-en-US-phone-register');
    await page.context().close();
    await small.context().close();
  });

  it('asks for the slide puzzle after five failed logins and lets the owner in', async () => {
    const page = await open('/home?l=en-US');
    const dialog = await openDialog(page, 'Login');
    await dialog.getByLabel('Username').fill('walt');
    for (let i = 0; i < 5; i++) {
      await dialog.getByLabel('Password').fill(`wrong-pass${i}`);
      await submitLogin(page);
      await dialog.getByRole('alert').getByText('The username or password is wrong').waitFor();
    }
    await dialog.getByTestId('slide-puzzle').locator('img').first().waitFor();
    await shot(page, 'accounts-en-US-desktop-login-slide');

    // The per-IP delay after five failures is a second; then a fresh form meets the check.
    await new Promise((r) => setTimeout(r, 1200));
    const small = await open('/home?l=en-US', phone);
    const phoneDialog = await openDialog(small, 'Login');
    await phoneDialog.getByLabel('Username').fill('walt');
    await phoneDialog.getByLabel('Password').fill('secret123');
    await submitLogin(small);
    await phoneDialog.getByText('Please complete the slide verification first').waitFor();
    await phoneDialog.getByTestId('slide-puzzle').locator('img').first().waitFor();
    await shot(small, 'accounts-en-US-phone-login-slide');

    // The puzzle on the phone is the newest one: slide the piece into the hole.
    const x = Number(await latest('slide_checks', 'answer_x'));
    await slideTo(small, x);
    await submitLogin(small);
    await small.getByText('Welcome back!').waitFor();
    await page.context().close();
    await small.context().close();
  });

  it('resets a forgotten password through the mailed link, in the other language', async () => {
    const page = await open('/home?l=en-US');
    let dialog = await openDialog(page, 'Login');
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await dialog.getByLabel('Email').fill('walt@example.com');
    await dialog
      .getByRole('button', { name: 'Click to change the image' })
      .locator('img')
      .waitFor();
    await dialog.getByLabel('Captcha').fill(String(await latest('captchas', 'answer')));
    await shot(page, 'accounts-en-US-desktop-forgot');
    const since = smtp.mails.length;
    await dialog.getByRole('button', { name: 'Send reset email' }).click();
    const link = linkFromMail(await smtp.waitForMail('walt@example.com', since));
    await dialog.getByRole('button', { name: /Send again in \d+s/ }).waitFor();

    const small = await open('/home?l=en-US', phone);
    const phoneDialog = await openDialog(small, 'Login');
    await phoneDialog.getByRole('button', { name: 'Forgot password?' }).click();
    await phoneDialog.getByLabel('Email').fill('walt@example.com');
    await phoneDialog.getByLabel('Captcha').fill('zzzz');
    await phoneDialog.getByRole('button', { name: 'Send reset email' }).click();
    await phoneDialog.getByText('The captcha is incorrect').waitFor();
    await shot(small, 'accounts-en-US-phone-forgot');

    // The address `npm start` printed, never the Host the browser sent (127.0.0.1 here).
    expect(link.origin).toBe(site.printedUrl);
    expect(new URL(site.printedUrl).port).toBe(new URL(site.url).port);
    await small.goto(link.href);
    await small.getByLabel('New password').waitFor();
    await shot(small, 'accounts-en-US-phone-reset-page');
    await page.goto(link.href);
    expect(await page.getByLabel('Username').inputValue()).toBe('walt');
    expect(await page.getByLabel('Username').getAttribute('readonly')).not.toBeNull();
    await page.getByRole('contentinfo').getByRole('button', { name: '简体中文' }).click();
    await page.getByLabel('新密码').fill('brand-new1');
    await page.getByLabel('确认密码').fill('brand-new2');
    await page.getByRole('main').getByRole('button', { name: '重置密码' }).click();
    await page.getByText('两次输入的密码不一致').waitFor();
    await page.getByLabel('确认密码').fill('brand-new1');
    await shot(page, 'accounts-zh-CN-desktop-reset-page');
    await page.getByRole('main').getByRole('button', { name: '重置密码' }).click();
    await page.getByText('密码重置成功，请登录').waitFor();
    await page.waitForURL(/\/home$/);
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('用户名').fill('walt');
    await dialog.getByLabel('密码').fill('brand-new1');
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('banner').getByText('walt', { exact: true }).waitFor();
    await page.context().close();
    await small.context().close();
  });

  it('says under the field that a username or an email is taken once it is left', async () => {
    // An account made through the API, the way a visitor registers.
    const since = smtp.mails.length;
    await fetch(`${site.url}/api/get-register-code?email=taken%40example.com`);
    const code = codeFromMail(await smtp.waitForMail('taken@example.com', since));
    const made = await fetch(`${site.url}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: 'taken',
        password: 'secret123',
        email: 'taken@example.com',
        code,
      }),
    });
    expect(((await made.json()) as { status: number }).status).toBe(200);

    const page = await open('/home?l=en-US');
    const dialog = await openDialog(page, 'Register');
    const checked = () =>
      page.waitForResponse((r) => r.url().endsWith('/api/check-username-or-email'));
    const username = dialog.getByLabel('Username');
    await username.fill('taken');
    await Promise.all([checked(), username.press('Tab')]);
    await dialog.getByText('The username already exists').waitFor();
    expect(await username.getAttribute('aria-invalid')).toBe('true');
    await username.fill('untaken');
    await Promise.all([checked(), username.press('Tab')]);
    expect(await dialog.getByText('The username already exists').count()).toBe(0);

    const email = dialog.getByLabel('Email', { exact: true });
    await email.fill('taken@example.com');
    await Promise.all([checked(), email.press('Tab')]);
    await dialog.getByText('The email already exists').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'accounts-en-US-desktop-register-taken');
    await page.context().close();
  });

  it('sends an anonymous visitor of /setting home with the login dialog', async () => {
    const page = await open('/setting?l=en-US');
    await page.waitForURL(/\/home$/);
    await page.getByText('Please login first!').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Login', exact: true }).waitFor();
    await page.context().close();
  });
});
