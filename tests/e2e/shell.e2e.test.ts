import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TestSite } from '@oj/server/testing';
import { desktop, phone, shot, socketAdmitted, startBrowserSite } from './browser.ts';

let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite());
});
afterAll(() => close?.());

const labels = {
  'zh-CN': {
    login: '登录',
    username: '用户名',
    password: '密码',
    management: '后台管理',
    logout: '退出登录',
    wrong: '用户名或密码错误！请注意大小写！',
    home: '首页',
  },
  'en-US': {
    login: 'Login',
    username: 'Username',
    password: 'Password',
    management: 'Management',
    logout: 'Logout',
    wrong: 'The username or password is wrong',
    home: 'Home',
  },
} as const;

describe.each(['zh-CN', 'en-US'] as const)('the shell in %s', (locale) => {
  const t = labels[locale];

  it('lets root log in through the dialog, shows Management, and logs out', async () => {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    await page.goto(`${site.url}/home?l=${locale}`);
    expect(await page.getAttribute('html', 'lang')).toBe(locale);
    await page.getByRole('navigation').getByRole('link', { name: t.home }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: t.login, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // A click outside does not close it.
    await page.mouse.click(20, 880);
    await expect(dialog.isVisible()).resolves.toBe(true);
    await dialog.getByLabel(t.username).fill('root');
    await dialog.getByLabel(t.password).fill('wrong-password');
    await dialog.getByRole('button', { name: t.login, exact: true }).click();
    await dialog.getByText(t.wrong).waitFor();
    await shot(page, `shell-${locale}-desktop-login-failed`);
    await dialog.getByLabel(t.password).fill('root-password');
    await dialog.getByRole('button', { name: t.login, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('banner').getByText('root', { exact: true }).click();
    await page.getByRole('menuitem', { name: t.management }).waitFor();
    await shot(page, `shell-${locale}-desktop-user-menu`);
    await page.getByRole('menuitem', { name: t.logout }).click();
    await page.getByRole('banner').getByRole('button', { name: t.login, exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('uses a drawer on a 375 px phone and shows the 404 page with Go Home', async () => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await page.goto(`${site.url}/no-such-page?l=${locale}`);
    await page.getByText('404').first().waitFor();
    await shot(page, `shell-${locale}-phone-404`);
    await page.getByRole('button', { name: locale === 'zh-CN' ? /回到首页/ : /Go Home/ }).click();
    await page.waitForURL(/\/home$/);
    await page.getByRole('button', { name: locale === 'zh-CN' ? '打开菜单' : 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: t.home }).waitFor();
    await shot(page, `shell-${locale}-phone-drawer`);
    await context.close();
  });
});

it('moves a signed-in tab home when the user logs out elsewhere (socket push)', async () => {
  await site.register('walker');
  const context = await browser.newContext({ viewport: desktop });
  const page = await context.newPage();
  await page.goto(`${site.url}/home?l=en-US`);
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill('walker');
  await dialog.getByLabel('Password').fill('secret123');
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('banner').getByText('walker', { exact: true }).waitFor();
  // The logout reaches the tab by a push: it is sent once the tab's socket is in.
  const admitted = socketAdmitted(page);
  await page.goto(`${site.url}/problem?l=en-US`);
  await page.getByRole('banner').getByText('walker', { exact: true }).waitFor();
  await admitted;
  const other = await site.login('walker');
  await site.call('GET', '/api/logout', { token: other.token });
  await page.waitForURL(/\/home$/);
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).waitFor();
  await context.close();
});
