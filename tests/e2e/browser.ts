import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const webDist = path.join(root, 'web', 'dist');
const shotsDir = path.join(root, 'screenshots');

/** Debian's Chromium driven by playwright-core: no browser download. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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

export const desktop = { width: 1440, height: 900 };
export const phone = { width: 375, height: 812 };

/** Saves a PNG under ./screenshots (looked at by a person; not compared by the test). */
export const shot = async (page: Page, name: string) => {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
};

/**
 * A test site serving the built web app, with the super admin `root` / `root-password`, and
 * a browser; `close` stops both.
 */
export const startBrowserSite = async () => {
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
    },
  };
};
