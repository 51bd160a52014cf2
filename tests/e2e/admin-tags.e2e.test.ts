import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestSite } from '@oj/server/testing';
import { animationsDone, desktop, phone, shot, startBrowserSite } from './browser.ts';

let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite());
});
afterAll(() => close?.());

const adminLogin = async (page: Page, username: string, password: string, login: string) => {
  await page.getByPlaceholder(/用户名|Username/).fill(username);
  await page.getByPlaceholder(/密码|Password/).fill(password);
  await page.getByRole('button', { name: login, exact: true }).click();
};

it('sends a normal user to /admin/login and refuses them there', async () => {
  await site.register('plainuser');
  const context = await browser.newContext({ viewport: desktop });
  const page = await context.newPage();
  await page.goto(`${site.url}/admin/problem/tag?l=en-US`);
  await page.waitForURL(/\/admin\/login$/);
  await adminLogin(page, 'plainuser', 'secret123', 'Login');
  await page
    .getByRole('alert')
    .getByText('Sorry, you do not have permission to log in to the admin area')
    .waitFor();
  expect(page.url()).toMatch(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await shot(page, 'admin-en-US-desktop-login-refused');
  await context.close();
});

it('lets root manage classifications and tags (desktop, zh-CN)', async () => {
  const context = await browser.newContext({ viewport: desktop });
  const page = await context.newPage();
  await page.goto(`${site.url}/admin/login?l=zh-CN`);
  await adminLogin(page, 'root', 'root-password', '登录');
  await page.waitForURL(/\/admin$/);
  await page.getByRole('heading', { name: '欢迎回来，root' }).waitFor();
  await shot(page, 'admin-zh-CN-desktop-dashboard');

  await page.getByRole('navigation').getByRole('link', { name: '题目标签' }).click();
  await page.waitForURL(/\/admin\/problem\/tag$/);

  // A classification.
  await page.getByRole('button', { name: '添加分类' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '保存' }).click();
  await dialog.getByText('名称不能为空').waitFor();
  await dialog.getByPlaceholder('分类名称').fill('数据结构');
  await dialog.getByRole('button', { name: '保存' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const section = page.getByRole('region', { name: '数据结构' });
  await section.getByText('该分类下暂无标签').waitFor();

  // A tag in it.
  await page.getByRole('button', { name: '添加标签', exact: true }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('标签名称').fill('线段树');
  await dialog.getByLabel('颜色').fill('#e11d48');
  await dialog.getByLabel('所属分类').selectOption({ label: '数据结构' });
  await shot(page, 'admin-zh-CN-desktop-tag-dialog');
  await dialog.getByRole('button', { name: '保存' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await section.getByText('线段树', { exact: true }).waitFor();

  // Rename it.
  await section.getByRole('button', { name: '编辑 线段树' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('标签名称').fill('树状数组');
  await dialog.getByRole('button', { name: '保存' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const chip = section.getByText('树状数组', { exact: true });
  await chip.waitFor();
  expect(await chip.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(225, 29, 72)');
  await expect(section.getByText('线段树', { exact: true }).count()).resolves.toBe(0);
  await shot(page, 'admin-zh-CN-desktop-tags');

  // Delete it (after confirming).
  await section.getByRole('button', { name: '删除 树状数组' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByText('确定要删除标签「树状数组」吗？').waitFor();
  await confirm.getByRole('button', { name: '删除', exact: true }).click();
  await confirm.waitFor({ state: 'hidden' });
  await section.getByText('该分类下暂无标签').waitFor();
  const groups = await site.call<{ tagList: { name: string }[] }[]>(
    'GET',
    '/api/get-problem-tags-and-classification?oj=ME',
  );
  expect(groups.body.data.flatMap((group) => group.tagList.map((tag) => tag.name))).not.toContain(
    '树状数组',
  );

  await page.getByRole('banner').getByRole('button', { name: '退出登录' }).click();
  await page.waitForURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await context.close();
});

it('works on a 375 px phone with a drawer (en-US)', async () => {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await page.goto(`${site.url}/admin/login?l=en-US`);
  await shot(page, 'admin-en-US-phone-login');
  await adminLogin(page, 'root', 'root-password', 'Login');
  await page.waitForURL(/\/admin$/);
  await page.getByRole('heading', { name: 'Welcome back, root' }).waitFor();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Back to site' }).waitFor();
  await animationsDone(page); // the slide-in, before the picture
  await shot(page, 'admin-en-US-phone-drawer');
  await drawer.getByRole('link', { name: 'Problem tags' }).click();
  await page.waitForURL(/\/admin\/problem\/tag$/);
  await drawer.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Add classification' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('Classification name').fill('Graphs');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Add a tag to "Graphs"' }).click();
  await page.getByRole('dialog').getByPlaceholder('Tag name').fill('Dijkstra');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await page.getByRole('region', { name: 'Graphs' }).getByText('Dijkstra').waitFor();
  await shot(page, 'admin-en-US-phone-tags');
  await context.close();
});
