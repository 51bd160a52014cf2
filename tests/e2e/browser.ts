import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The built web app the test sites serve: WEB_DIST, as for the server, or web/dist. */
export const webDist = process.env.WEB_DIST ?? path.join(root, 'web', 'dist');
const shotsDir = path.join(root, 'screenshots');

/**
 * How long a page action or a wait for an element may take. A test waits for state, never for
 * time; this only ends a wait for state that never comes. Playwright's 30 s default is a
 * speed check on a busy machine, where a page's first render can take longer.
 */
export const pageTimeoutMs = 180_000;

/**
 * Debian's Chromium driven by playwright-core: no browser download. Every context it opens
 * (browser.newPage opens one too) waits up to `pageTimeoutMs`.
 */
export const launchBrowser = async (): Promise<Browser> => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    timeout: pageTimeoutMs,
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
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(pageTimeoutMs);
    context.setDefaultNavigationTimeout(pageTimeoutMs);
    return context;
  };
  return browser;
};

export const desktop = { width: 1440, height: 900 };
export const phone = { width: 375, height: 812 };

/**
 * Waits until the animations running now have finished (a notice sliding in, a dialog's
 * pop-in, a row moving on the scroll board), so a screenshot or a click sees the end state.
 * Endless ones (a pulse, a spinner) are left out, and so are the ones that start later: a
 * countdown's bar starts a transition every second. No page timer is involved, so it works
 * under page.clock too.
 */
export const animationsDone = (page: Page) =>
  page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    // A cancelled animation rejects `finished`: it is over all the same.
    await Promise.allSettled(finite.map((a) => a.finished));
  });

/** Lets a page settle before a screenshot: no request for 500 ms, its animations over. */
export const settled = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await animationsDone(page);
};

/**
 * Resolves once the next socket.io connection the page opens has been admitted by the server
 * (its CONNECT packet, "40", arrives only after the handshake joined the user's room), so a
 * push sent from then on reaches the page. Call it before the navigation that connects.
 */
export const socketAdmitted = async (page: Page) => {
  const ws = await page.waitForEvent('websocket', (w) => w.url().includes('/socket.io/'));
  await ws.waitForEvent('framereceived', (f) => String(f.payload).startsWith('40'));
};

/** Saves a PNG under ./screenshots (looked at by a person; not compared by the test). */
export const shot = async (page: Page, name: string) => {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
};

/**
 * A test site serving the built web app, with the super admin `root` / `root-password`, and
 * a browser; `close` stops both.
 */
export const startBrowserSite = async (o: { dataDir?: string } = {}) => {
  // With `dataDir`, the site keeps its files there (DATA_DIR while it runs); `close` removes the
  // folder and puts DATA_DIR back as it was.
  const previousDataDir = process.env.DATA_DIR;
  const restore = () => {
    if (o.dataDir === undefined) return;
    fs.rmSync(o.dataDir, { recursive: true, force: true });
    if (previousDataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previousDataDir;
  };
  if (o.dataDir !== undefined) process.env.DATA_DIR = o.dataDir;
  try {
    const { startTestSite } = await import('@oj/server/testing');
    const { ensureSuperAdmin } = await import('@oj/server');
    const site = await startTestSite({ webDist });
    process.env.ADMIN_PASSWORD = 'root-password';
    try {
      await ensureSuperAdmin(site.deps, () => {});
    } finally {
      delete process.env.ADMIN_PASSWORD;
    }
    const browser = await launchBrowser();
    return {
      site,
      browser,
      close: async () => {
        await browser.close();
        await site.close();
        restore();
      },
    };
  } catch (error) {
    restore();
    throw error;
  }
};

/** What `signedIn` needs of a test site: its JSON call. */
interface LoginSite {
  call: <T>(
    method: string,
    path: string,
    opts: { body?: unknown },
  ) => Promise<{ body: { data: T }; headers: Headers }>;
}

/**
 * A new browser context already signed in as `username` (the token and user info stored the way
 * the app stores them after a login, once: a logout in the test stays a logout), its first page,
 * and the token for API calls. The context is pushed to `contexts` when given, to be closed later.
 */
export const signedIn = async (
  site: LoginSite,
  browser: Browser,
  o: {
    username: string;
    password?: string;
    viewport?: { width: number; height: number };
    contexts?: BrowserContext[];
  },
) => {
  const answer = await site.call<Record<string, unknown>>('POST', '/api/login', {
    body: { username: o.username, password: o.password ?? 'secret123' },
  });
  const token = answer.headers.get('authorization')!;
  const context = await browser.newContext({ viewport: o.viewport ?? desktop });
  o.contexts?.push(context);
  await context.addInitScript(
    ([t, user]) => {
      if (localStorage.getItem('token') === null && !sessionStorage.getItem('seeded')) {
        localStorage.setItem('token', t);
        localStorage.setItem('userInfo', user);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [token, JSON.stringify(answer.body.data)] as const,
  );
  return { context, page: await context.newPage(), token };
};

/**
 * Whether a screenshot sweep visits this language at this width. `npm test` visits two of the
 * four, English at 1440 px and Chinese at 375 px, so both languages and both widths are still
 * rendered and asserted, in half the time; `SCREENSHOTS=all` visits all four for a person to look
 * at every combination.
 */
export const inSweep = (lang: 'en-US' | 'zh-CN', width: 'desktop' | 'phone') =>
  process.env.SCREENSHOTS === 'all' ||
  (lang === 'en-US' && width === 'desktop') ||
  (lang === 'zh-CN' && width === 'phone');

/** Replaces the code in the page's first code editor (CodeMirror) with `code`. */
export const typeCode = async (page: Page, code: string) => {
  await page.locator('.cm-content').first().click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
};
