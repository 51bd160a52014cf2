import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestSite } from '@oj/server/testing';
import { desktop, phone, settled, shot, startBrowserSite } from './browser.ts';

let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
// Carousel pictures are files under DATA_DIR: never the repository's own ./data.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-home-e2e-'));
const picture = path.join(dataDir, 'banner.png');

/** A real w x h RGB PNG with a diagonal gradient. */
const gradientPng = (w: number, h: number) => {
  const row = w * 3 + 1;
  const raw = Buffer.alloc(row * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      raw.set([40 + (x * 90) / w, 70 + (y * 100) / h, 180], y * row + 1 + x * 3);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

beforeAll(async () => {
  fs.writeFileSync(picture, gradientPng(960, 420));
  ({ site, browser, close } = await startBrowserSite({ dataDir }));
});
afterAll(async () => {
  await close?.();
});

// The chart drawn and the carousel's slide at rest before a picture.
const settle = settled;

const adminPage = async (viewport: typeof desktop): Promise<[BrowserContext, Page]> => {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${site.url}/admin/login?l=zh-CN`);
  await page.getByPlaceholder('用户名').fill('root');
  await page.getByPlaceholder('密码').fill('root-password');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/\/admin$/);
  return [context, page];
};

it('shows a fresh site with empty panels and the welcome banner', async () => {
  const context = await browser.newContext({ viewport: desktop });
  const page = await context.newPage();
  await page.goto(`${site.url}/home?l=en-US`);
  await page
    .getByRole('region', { name: 'Announcements' })
    .getByText('No announcements yet')
    .waitFor();
  await page.getByRole('region', { name: 'Recent contests' }).getByText('No contest').waitFor();
  await page.getByText('Welcome to').waitFor();
  await settle(page);
  await shot(page, 'home-en-US-desktop-empty');
  await context.close();
});

it('lets root publish an announcement and a carousel picture in the back office', async () => {
  const [context, page] = await adminPage(desktop);
  await page.getByRole('navigation').getByRole('link', { name: '公告管理' }).click();
  await page.waitForURL(/\/admin\/announcement$/);
  await page.getByText('暂无公告').waitFor();

  await page.getByRole('button', { name: '新建公告' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '保存' }).click();
  await dialog.getByText('标题不能为空').waitFor();
  await dialog.getByPlaceholder('标题').fill('Contest rules');
  await dialog.getByLabel('内容（Markdown）').fill('Read **all** rules.\n\n- Be fair\n- $a+b$');
  await dialog.getByRole('region', { name: '预览' }).getByText('all').waitFor();
  await dialog.getByRole('button', { name: '保存' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // A second one saved hidden: visitors never see it.
  await page.getByRole('button', { name: '新建公告' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('标题').fill('Secret draft');
  await dialog.getByLabel('内容（Markdown）').fill('not yet');
  await dialog.getByRole('switch', { name: '可见' }).click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const draftSwitch = page.getByRole('switch', { name: '可见：Secret draft' }).first();
  await expect(draftSwitch.getAttribute('aria-checked')).resolves.toBe('false');
  await page.getByRole('switch', { name: '可见：Contest rules' }).first().waitFor();
  await settle(page);
  await shot(page, 'admin-announcement-zh-CN-desktop');

  // The table's switch publishes and hides at once; delete asks first.
  const publicTitles = async () =>
    (
      await site.call<{ records: { title: string }[] }>('GET', '/api/get-common-announcement')
    ).body.data.records.map((a) => a.title);
  await draftSwitch.click();
  await page.getByText('公告已设为可见').waitFor();
  await expect(publicTitles()).resolves.toEqual(['Secret draft', 'Contest rules']);
  await page.getByRole('switch', { name: '可见：Secret draft', checked: true }).waitFor();
  await page.getByRole('switch', { name: '可见：Secret draft' }).click();
  await page.getByRole('switch', { name: '可见：Secret draft', checked: false }).waitFor();
  await expect(publicTitles()).resolves.toEqual(['Contest rules']);
  await page.getByRole('button', { name: '新建公告' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('标题').fill('Typo');
  await dialog.getByLabel('内容（Markdown）').fill('oops');
  await dialog.getByRole('button', { name: '保存' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: '删除 Typo' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByText('确定要删除公告「Typo」吗？删除后无法恢复。').waitFor();
  await confirm.getByRole('button', { name: '删除', exact: true }).click();
  await confirm.waitFor({ state: 'hidden' });
  await page.getByRole('switch', { name: '可见：Typo' }).waitFor({ state: 'detached' });
  await expect(publicTitles()).resolves.toEqual(['Contest rules']);

  await page.getByRole('navigation').getByRole('link', { name: '系统配置' }).click();
  await page.waitForURL(/\/admin\/conf$/);
  await page.getByText('暂无图片，首页将显示欢迎横幅。').waitFor();
  await page.getByLabel('上传图片').setInputFiles(picture);
  await page.getByRole('img', { name: '轮播图 1' }).waitFor();
  await shot(page, 'admin-conf-zh-CN-desktop');
  await context.close();

  const [phoneContext, phonePage] = await adminPage(phone);
  await phonePage.goto(`${site.url}/admin/announcement`);
  await phonePage.getByRole('switch', { name: '可见：Contest rules' }).waitFor();
  await settle(phonePage);
  await shot(phonePage, 'admin-announcement-zh-CN-phone');
  await phoneContext.close();
});

it('shows a visitor the announcement, its detail and the carousel; switches language', async () => {
  const context = await browser.newContext({ viewport: desktop });
  const page = await context.newPage();
  await page.goto(`${site.url}/home?l=en-US`);
  const panel = page.getByRole('region', { name: 'Announcements' });
  await panel.getByRole('button', { name: /Contest rules/ }).waitFor();
  await expect(panel.getByText('Secret draft').count()).resolves.toBe(0);

  const [carouselImage] = (await site.call<{ url: string }[]>('GET', '/api/home-carousel')).body
    .data;
  const slide = page.getByRole('region', { name: 'Featured' }).getByRole('img').first();
  await expect(slide.getAttribute('src')).resolves.toBe(carouselImage!.url);
  await expect(slide.evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBe(960);
  await page.locator('.uplot canvas').first().waitFor(); // the lazily loaded chart drew
  await settle(page);
  await shot(page, 'home-en-US-desktop');

  await panel.getByRole('button', { name: /Contest rules/ }).click();
  await panel.getByRole('heading', { name: 'Contest rules' }).waitFor();
  await expect(panel.locator('strong').textContent()).resolves.toBe('all');
  await panel.getByRole('button', { name: 'Refresh' }).click();
  await panel.getByRole('heading', { name: 'Contest rules' }).waitFor();
  await shot(page, 'home-en-US-desktop-announcement');
  await panel.getByRole('button', { name: 'Back' }).click();
  await panel.getByRole('button', { name: /Contest rules/ }).waitFor();

  await page.getByRole('contentinfo').getByRole('button', { name: '简体中文' }).click();
  await page
    .getByRole('region', { name: '公告' })
    .getByRole('button', { name: /Contest rules/ })
    .waitFor();
  await page.getByRole('region', { name: '近期比赛' }).getByText('暂无比赛').waitFor();
  await settle(page);
  await shot(page, 'home-zh-CN-desktop');
  await context.close();
});

it('stacks the panels on a 375 px phone in both languages', async () => {
  for (const locale of ['en-US', 'zh-CN']) {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await page.goto(`${site.url}/home?l=${locale}`);
    await page.getByRole('button', { name: /Contest rules/ }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await settle(page);
    await shot(page, `home-${locale}-phone`);
    await page.screenshot({
      path: path.join('screenshots', `home-${locale}-phone-full.png`),
      fullPage: true,
    });
    await context.close();
  }
});
