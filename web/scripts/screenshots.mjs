// Takes PNG screenshots of the shell for a visual check (not a test).
//
//   cd web && npx vite build && npx vite preview --port 4173 &
//   node scripts/screenshots.mjs                 # against whatever answers /api (maybe nothing)
//   SHOTS_MOCK=1 node scripts/screenshots.mjs    # with a canned website config, captcha and user
//
// Env: BASE_URL (default http://127.0.0.1:4173), OUT_DIR (default /tmp/shots),
// CHROMIUM (default /usr/bin/chromium).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const OUT_DIR = process.env.OUT_DIR ?? '/tmp/shots';
const MOCK = process.env.SHOTS_MOCK === '1';
const PREFIX = MOCK ? 'mock-' : '';

const viewports = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 375, height: 812 },
};
const locales = ['zh-CN', 'en-US'];

const config = {
  name: 'Hello Online Judge',
  shortName: 'HOJ',
  description: 'Practise algorithms every day.\nFriendly problems, fast judging, weekly contests.',
  register: true,
  recordName: '© Record 2025',
  recordUrl: 'https://example.org/record',
  projectName: 'OJ',
  projectUrl: 'https://example.org/oj',
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
};
const user = { uid: '1', username: 'alice', nickname: 'Alice', avatar: '', email: 'a@x.org', roleList: ['root'] };
// A 1x1 grey PNG is enough to show where the captcha sits.
const captchaPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mM8c+bMfwAIBAM3Tf3U3QAAAABJRU5ErkJggg==';

const ok = (data) => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify({ status: 200, msg: 'success', data }),
});

async function mockApi(page) {
  await page.route('**/api/get-website-config', (route) => route.fulfill(ok(config)));
  await page.route('**/api/captcha', (route) =>
    route.fulfill(ok({ img: captchaPng, captchaKey: 'k' })),
  );
  await page.route('**/api/login', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ status: 400, msg: 'The username or password is wrong', data: null }),
    }),
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
mkdirSync(OUT_DIR, { recursive: true });
const shots = [];

async function session(viewport, locale, { loggedIn = false } = {}) {
  const context = await browser.newContext({ viewport: viewports[viewport], locale });
  if (loggedIn) {
    await context.addInitScript((u) => {
      localStorage.setItem('token', 'demo-token');
      localStorage.setItem('userInfo', JSON.stringify(u));
    }, user);
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[${viewport} ${locale}] page error:`, error.message));
  if (MOCK) await mockApi(page);
  return { context, page };
}

async function shot(page, name, fullPage = false) {
  await page.waitForTimeout(450);
  const file = join(OUT_DIR, `${PREFIX}${name}.png`);
  await page.screenshot({ path: file, fullPage });
  shots.push(file);
}

async function open(page, path, locale) {
  await page.goto(`${BASE_URL}${path}${path.includes('?') ? '&' : '?'}l=${locale}`);
  await page.waitForLoadState('networkidle');
}

for (const viewport of Object.keys(viewports)) {
  for (const locale of locales) {
    const tag = `${viewport}-${locale}`;
    const { context, page } = await session(viewport, locale);
    await open(page, '/home', locale);
    await shot(page, `${tag}-home`, true);

    const loginButton =
      viewport === 'desktop'
        ? page.locator('header .nav\\:flex').getByRole('button', { name: /^(登录|Login)$/ })
        : page.locator('header').getByRole('button', { name: /^(登录|Login)$/ });
    await loginButton.click();
    await shot(page, `${tag}-login`);
    await page.getByRole('dialog').getByRole('button', { name: /^(登录|Login)$/ }).click();
    await shot(page, `${tag}-login-errors`);
    if (MOCK) {
      await page.getByPlaceholder(/用户名|Username/).fill('alice');
      await page.getByPlaceholder(/密码|Password/).fill('wrong-password');
      await page.getByRole('dialog').getByRole('button', { name: /^(登录|Login)$/ }).click();
      await shot(page, `${tag}-login-failed`);
      await page.getByRole('button', { name: /立即注册|Register now/ }).click();
      await shot(page, `${tag}-register`);
    }
    await page.getByRole('dialog').getByRole('button', { name: /^(登录|Login)$/ }).first().click().catch(() => {});
    await page.getByRole('button', { name: /忘记密码|Forgot password/ }).click();
    await shot(page, `${tag}-reset`);
    await page.keyboard.press('Escape');

    if (viewport === 'mobile') {
      await page.getByRole('button', { name: /打开菜单|Open menu/ }).click();
      await shot(page, `${tag}-drawer`);
      await page.keyboard.press('Escape');
    } else {
      await page.getByRole('button', { name: /关于|About/ }).click();
      await shot(page, `${tag}-about-menu`);
    }

    await open(page, '/no-such-page', locale);
    await shot(page, `${tag}-404`);
    await open(page, '/problem', locale);
    await shot(page, `${tag}-problem`);
    await context.close();

    const signedIn = await session(viewport, locale, { loggedIn: true });
    await open(signedIn.page, '/home', locale);
    if (viewport === 'desktop') {
      await signedIn.page.getByRole('button', { name: /用户菜单|User menu/ }).click();
      await shot(signedIn.page, `${tag}-user-menu`);
    } else {
      await signedIn.page.getByRole('button', { name: /打开菜单|Open menu/ }).click();
      await shot(signedIn.page, `${tag}-drawer-signed-in`);
    }
    await signedIn.context.close();
  }
}

await browser.close();
console.log(shots.join('\n'));
