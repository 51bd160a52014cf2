import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator } from 'playwright-core';
import type { TestSite } from '@oj/server/testing';
import { shot, signedIn, startBrowserSite } from './browser.ts';

let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
const contexts: BrowserContext[] = [];
// Uploaded files go under DATA_DIR: never the repository's own ./data.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-editor-uploads-e2e-'));

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite({ dataDir }));
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await close?.();
});

/** Pastes a file into the element the way a browser does (a paste event carrying files). */
const paste = (target: Locator, name: string, type: string, base64: string) =>
  target.evaluate(
    (el, [n, t, b]) => {
      const bytes = Uint8Array.from(atob(b), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], n, { type: t }));
      el.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    [name, type, base64] as const,
  );

/** Drops a text file onto the element (a drop event carrying files). */
const drop = (target: Locator, name: string, type: string, text: string) =>
  target.evaluate(
    (el, [n, t, content]) => {
      const data = new DataTransfer();
      data.items.add(new File([content], n, { type: t }));
      el.dispatchEvent(
        new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }),
      );
    },
    [name, type, text] as const,
  );

it('uploads a pasted picture and a dropped file from the announcement editor', async () => {
  const { page } = await signedIn(site, browser, {
    username: 'root',
    password: 'root-password',
    contexts,
  });
  await page.goto(`${site.url}/admin/announcement?l=en-US`);
  await page.getByRole('button', { name: 'Create announcement' }).click();
  const dialog = page.getByRole('dialog');
  const source = dialog.getByLabel('Content (Markdown)');
  await source.fill('Look at this:\n');

  const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
  await paste(source, 'diagram.png', 'image/png', png.toString('base64'));
  await expect
    .poll(() => source.inputValue())
    .toMatch(/^Look at this:\n!\[diagram\.png\]\(\/api\/public\/md-img\/[0-9a-f]{64}\.png\)$/);
  const preview = dialog.getByRole('region', { name: 'Preview' });
  const img = preview.locator('img[alt="diagram.png"]');
  await img.waitFor();
  await expect
    .poll(() => img.evaluate((i: HTMLImageElement) => (i.complete ? i.naturalWidth : 0)))
    .toBe(64);

  await drop(source, 'data.csv', 'text/csv', 'a,b\n1,2\n');
  await expect
    .poll(() => source.inputValue())
    .toMatch(/\n\[data\.csv\]\(\/api\/public\/md-file\/[0-9a-f]{64}\.csv\)/);
  await preview.getByRole('link', { name: 'data.csv' }).waitFor();

  // A refused file: the server's message, with the file's name, and nothing inserted.
  const before = await source.inputValue();
  await drop(source, 'setup.exe', 'application/octet-stream', 'MZ');
  await dialog.getByRole('alert').getByText('setup.exe').waitFor();
  expect(await source.inputValue()).toBe(before);
  await shot(page, 'admin-announcement-en-US-desktop-editor-uploads');
});
