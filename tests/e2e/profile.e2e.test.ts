import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestSite } from '@oj/server/testing';
import {
  desktop,
  phone,
  settled,
  shot,
  startBrowserSite,
  signedIn as signedInAs,
} from './browser.ts';

let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
let dataDir: string;
const uids: Record<string, string> = {};

/** A real PNG (a colour gradient) written from scratch: CRC-32 and zlib, no image library. */
const gradientPng = (width: number, height: number) => {
  const crcTable = Array.from({ length: 256 }, (_v, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      raw.set([(x * 255) / width, (y * 255) / height, 180], y * (width * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const seed = async () => {
  const { problemDto, judgedSubmission } = await import('@oj/server/testing');
  const root = await site.login('root', 'root-password');
  const pids: Record<string, number> = {};
  for (const [problemId, difficulty] of [
    ['A1', 0],
    ['A2', 1],
    ['A3', 2],
  ] as const) {
    const r = await site.call('POST', '/api/admin/problem', {
      body: problemDto({ problemId, title: `Problem ${problemId}`, difficulty }),
      token: root.token,
    });
    expect(r.body.status, r.body.msg).toBe(200);
    const [row] = await site.db.sql<{ pid: number }[]>`
      SELECT pid FROM read.problems WHERE problem_id = ${problemId}`;
    pids[problemId] = Number(row!.pid);
  }
  // A title from a user admin, as the admin user edit appends it.
  const titled = await site.deps.store.append(`user-${root.uid}`, [
    {
      type: 'UserEditedByAdmin',
      data: {
        uid: root.uid,
        role: 'root',
        roleId: 1000,
        status: 0,
        realname: '',
        titleName: 'Founder',
        titleColor: '#e11d48',
        by: root.uid,
        at: new Date().toISOString(),
      },
    },
  ]);
  await site.deps.projections.waitFor(titled.position);
  for (const name of ['alice', 'bob', 'carol', 'dave']) {
    await site.register(name);
    uids[name] = (await site.login(name)).uid;
  }
  const bob = await site.login('bob');
  await site.call('POST', '/api/change-userInfo', {
    token: bob.token,
    body: { nickname: '小明同学', signature: 'Keep calm and code on' },
  });
  const judge = (name: string, problem: string, status: 'AC' | 'WA', oi?: number, at?: string) =>
    judgedSubmission(site, {
      uid: uids[name]!,
      username: name,
      pid: pids[problem]!,
      status,
      ...(oi !== undefined ? { score: oi * 10, oiRankScore: oi } : {}),
      ...(at ? { submitTime: at } : {}),
    });
  for (const p of ['A1', 'A2']) await judge('bob', p, 'AC');
  await judge('bob', 'A3', 'AC', 12);
  await judge('alice', 'A1', 'AC');
  await judge('alice', 'A2', 'WA');
  await judge('alice', 'A2', 'AC', 8);
  // A year of practice for the heatmap.
  for (let i = 0; i < 30; i++)
    await judge(
      'alice',
      'A3',
      'WA',
      undefined,
      new Date(Date.now() - (i * 11 + (i % 3)) * 86_400_000).toISOString(),
    );
  await judge('carol', 'A1', 'AC', 30);
  await judge('dave', 'A1', 'WA');
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-profile-e2e-'));
  process.env.DATA_DIR = dataDir;
  ({ site, browser, close } = await startBrowserSite());
  await seed();
});
afterAll(async () => {
  await close?.();
  delete process.env.DATA_DIR;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A page signed in as `username` (the token and user stored as the login dialog stores them). */
const signedIn = async (username: string, viewport = desktop) =>
  (await signedInAs(site, browser, { username, viewport })).page;

const rankNames = async (page: Page) =>
  page
    .locator('table:has(caption) tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => r.querySelector('td:nth-child(2) a')?.textContent ?? ''),
    );

it('lets a user edit the profile, upload an avatar and see both on the user home', async () => {
  const page = await signedIn('alice');
  await page.goto(`${site.url}/setting?l=en-US`);
  await page.getByRole('button', { name: 'Account' }).waitFor();
  await page.getByLabel('Nickname').fill('Alice W');
  await page.getByLabel('School').fill('Tsinghua University');
  await page.getByLabel('Blog').fill('javascript:alert(1)');
  await page.getByText('The link must start with http:// or https://').waitFor();
  await page.getByLabel('Blog').fill('https://alice.example.com');
  await page.getByLabel('Gender').selectOption('female');
  await page
    .getByRole('textbox', { name: 'Signature (Markdown)' })
    .fill('I like **graphs** and $a^2$.');
  await page.getByRole('tab', { name: 'Preview' }).click();
  await page.locator('.markdown-body strong', { hasText: 'graphs' }).waitFor();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await page.getByText('Your profile has been saved').waitFor();

  const file = path.join(dataDir, 'me.png');
  fs.writeFileSync(file, gradientPng(320, 200));
  await page.locator('input[type=file]').setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: 'Crop the avatar' });
  await dialog.waitFor();
  const area = dialog.getByLabel(/Crop area/);
  const box = (await area.boundingBox())!;
  await page.mouse.move(box.x + 120, box.y + 120);
  await page.mouse.down();
  await page.mouse.move(box.x + 60, box.y + 120, { steps: 4 });
  await page.mouse.up();
  await dialog.getByRole('button', { name: 'Rotate right' }).click();
  await shot(page, 'profile-en-US-desktop-avatar-crop');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText('Your avatar has been updated').waitFor();
  const navAvatar = page.getByRole('banner').locator('img').first();
  await expect
    .poll(() => navAvatar.getAttribute('src'))
    .toMatch(/^\/api\/public\/avatar\/\w+\.png$/);
  const avatarUrl = (await navAvatar.getAttribute('src'))!;
  const stored = await fetch(site.url + avatarUrl);
  expect(stored.headers.get('content-type')).toBe('image/png');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'profile-en-US-desktop-settings');

  await page.goto(`${site.url}/user-home?username=alice`);
  const main = page.getByRole('main');
  await main.getByRole('heading', { name: 'alice' }).waitFor();
  await main.getByText('Alice W').waitFor();
  await main.getByText('Tsinghua University').waitFor();
  expect(await main.locator(`img[src="${avatarUrl}"]`).count()).toBe(1);
  await main.locator('.markdown-body strong', { hasText: 'graphs' }).waitFor();
  await main.getByRole('link', { name: 'alice.example.com' }).waitFor();
  expect(await main.getByRole('link', { name: /^A[123]$/ }).allTextContents()).toEqual([
    'A1',
    'A2',
  ]);
  await main.getByText('33 submissions in the last year').waitFor();
  await shot(page, 'profile-en-US-desktop-user-home');

  await page.goto(`${site.url}/user-home?username=nobody`);
  await page.getByText('This user does not exist').waitFor();
  await page.context().close();
});

it('ranks users in the ACM and OI orders, in both languages and on a phone', async () => {
  const page = await signedIn('carol');
  await page.goto(`${site.url}/acm-rank?l=en-US`);
  await page
    .getByRole('img', { name: /Bar chart of the top 5 users/ })
    .locator('canvas')
    .first()
    .waitFor();
  await expect.poll(() => rankNames(page)).toEqual(['bob', 'alice', 'carol', 'root', 'dave']);
  await page.getByText('小明同学').first().waitFor();
  await page.getByRole('table', { name: 'ACM Rank' }).getByText('Founder').waitFor();
  await shot(page, 'profile-en-US-desktop-acm-rank');

  await page.getByRole('tab', { name: 'OI Rank' }).click();
  await page.waitForURL(/\/oi-rank$/);
  await expect.poll(() => rankNames(page)).toEqual(['carol', 'bob', 'alice', 'root', 'dave']);
  await page.getByPlaceholder('Search username or nickname').fill('小明');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => rankNames(page)).toEqual(['bob']);

  // Switch the language once: the same list, in Chinese.
  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: '简体中文' })
    .click();
  await page.getByRole('tab', { name: 'OI 排名' }).waitFor();
  await page.getByPlaceholder('搜索用户名或昵称').fill('');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => rankNames(page)).toEqual(['carol', 'bob', 'alice', 'root', 'dave']);
  await shot(page, 'profile-zh-CN-desktop-oi-rank');
  await page.goto(`${site.url}/setting`);
  await page.getByRole('button', { name: '个人资料' }).waitFor();
  await shot(page, 'profile-zh-CN-desktop-settings');
  await page.goto(`${site.url}/user-home?username=bob`);
  await page.getByText('最近一年共提交 3 次').waitFor();
  await shot(page, 'profile-zh-CN-desktop-user-home');
  await page.context().close();

  const mobile = await signedIn('alice', phone);
  for (const [route, name] of [
    ['/acm-rank', 'acm-rank'],
    ['/oi-rank', 'oi-rank'],
    ['/user-home?username=alice', 'user-home'],
    ['/setting', 'settings'],
  ] as const) {
    await mobile.goto(`${site.url}${route}${route.includes('?') ? '&' : '?'}l=en-US`);
    await mobile.getByRole('main').locator('h1, h2').first().waitFor();
    await settled(mobile);
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await shot(mobile, `profile-en-US-phone-${name}`);
  }
  await mobile.context().close();
});

it('changes the e-mail with a mailed code, then the password, which ends the session', async () => {
  const page = await signedIn('dave');
  await page.goto(`${site.url}/setting?l=en-US`);
  await page.getByText('dave@example.com').waitFor();
  await page.getByPlaceholder('New e-mail').fill('dave.new@example.com');
  await page.getByRole('button', { name: 'Get code' }).click();
  await page.getByText('The code has been sent, please check your mailbox').waitFor();
  // The 60 s countdown replaces the button text.
  await page.getByRole('button', { name: /^\d+s$/ }).waitFor();
  const [mail] = await site.db.sql<{ text_body: string }[]>`
    SELECT text_body FROM app.outbox WHERE recipient = 'dave.new@example.com'`;
  const code = /^\s*([A-Z0-9]{6})\s*$/m.exec(mail!.text_body)![1]!;
  await page.getByPlaceholder('E-mail code').fill(code);
  await page.getByPlaceholder('Current password').fill('secret123');
  await page.getByRole('button', { name: 'Update e-mail' }).click();
  await page.getByText('Your e-mail has been changed').waitFor();
  await page.getByText('dave.new@example.com', { exact: true }).waitFor();

  await page.getByPlaceholder('Old password', { exact: true }).fill('wrong-one');
  await page.getByPlaceholder('New password', { exact: true }).fill('newsecret9');
  await page.getByPlaceholder('Repeat the new password').fill('newsecret9');
  await page.getByRole('button', { name: 'Update password' }).click();
  await page.getByRole('alert').getByText('The old password is wrong').waitFor();
  await page.getByPlaceholder('Old password', { exact: true }).fill('secret123');
  // The toast is on screen for 6 s: a MutationObserver set before the click records it, so a
  // page starved of CPU cannot show and hide it between two looks of the test.
  const toastText = 'Password changed. Please log in again with the new password.';
  await page.evaluate((text) => {
    const w = window as unknown as { toastSeen?: boolean };
    new MutationObserver(() => {
      if (document.body.textContent?.includes(text)) w.toastSeen = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, toastText);
  await page.getByRole('button', { name: 'Update password' }).click();
  await page.waitForFunction(() => (window as unknown as { toastSeen?: boolean }).toastSeen);
  // Home, not a 'Please login first!' bounce from the settings page's guard.
  await page.waitForURL((url) => url.pathname === '/home');
  await page.getByRole('dialog').getByRole('button', { name: 'Login', exact: true }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await site.login('dave', 'newsecret9');
  await page.context().close();
});

it('keeps a signature inside its box: no styles or site classes from user HTML, math intact', async () => {
  const carol = await site.login('carol');
  const signature = [
    '<div style="position:fixed;inset:0;z-index:9999;background:#fff">Styled cover</div>',
    '',
    '<div class="fixed inset-0 z-50 bg-white">Class cover</div>',
    '',
    'Still math: $x^2$',
  ].join('\n');
  const saved = await site.call('POST', '/api/change-userInfo', {
    token: carol.token,
    body: { signature },
  });
  expect(saved.body.status, saved.body.msg).toBe(200);
  const page = await signedIn('alice');
  await page.goto(`${site.url}/user-home?username=carol&l=en-US`);
  const body = page.getByRole('main').locator('.markdown-body');
  await body.getByText('Class cover').waitFor();
  await body.locator('.katex').waitFor();
  const seen = await body.evaluate((box) => {
    const inside = [...box.querySelectorAll('*')];
    const centre = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    return {
      fixed: inside.filter((e) => getComputedStyle(e).position === 'fixed').length,
      centreInSignature: centre !== null && box.contains(centre),
      katexStyled: box.querySelectorAll('.katex [style]').length > 0,
      userStyled: inside.filter((e) => e.hasAttribute('style') && !e.closest('.katex')).length,
    };
  });
  expect(seen).toEqual({
    fixed: 0,
    centreInSignature: false,
    katexStyled: true,
    userStyled: 0,
  });
  await page.context().close();
});
