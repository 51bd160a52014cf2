import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * DOMPurify needs a real DOM, so the sanitiser is checked in Debian's Chromium: the markdown
 * module is bundled with Vite and run in a blank page.
 */
let browser: Browser;
let page: Page;

declare global {
  interface Window {
    md: { renderMarkdown: (source: string) => string; sanitizeHtml: (html: string) => string };
  }
}

async function bundle(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: {
        entry: fileURLToPath(new URL('./index.ts', import.meta.url)),
        formats: ['iife'],
        name: 'md',
        fileName: 'md',
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('no bundle produced');
  return chunk.code;
}

beforeAll(async () => {
  const code = await bundle();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: code });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const render = (source: string) => page.evaluate((s) => window.md.renderMarkdown(s), source);

describe('renderMarkdown in a browser', () => {
  it('keeps KaTeX output (HTML spans with styles and the MathML annotation)', async () => {
    const html = await render('Sum $\\sum_{i=1}^n a_i$ and\n\n$$\\frac{a}{b}$$');
    expect(html).toContain('class="katex"');
    expect(html).toContain('class="katex-display"');
    expect(html).toMatch(/style="height:[^"]+"/);
    expect(html).toContain('<math');
    expect(html).toContain(
      '<annotation encoding="application/x-tex">\\sum_{i=1}^n a_i</annotation>',
    );
    expect(html).toContain('class="mfrac"');
  });

  it('drops scripts, event handlers and javascript: links', async () => {
    const html = await render(
      'Hi <script>window.pwned = 1</script>\n\n<img src="x" onerror="window.pwned = 2">\n\n' +
        '[link](javascript:alert(1)) <a href="javascript:alert(2)">a</a> <iframe src="//evil"></iframe>',
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).toContain('<img src="x">');
  });

  it('does not let math smuggle markup through', async () => {
    const html = await render(
      '$\\href{javascript:alert(1)}{x}$ <svg><script>alert(1)</script></svg>',
    );
    // The TeX source stays as annotation text; it must never become a link.
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).not.toMatch(/<script/i);
  });

  it('sanitises in place: nothing runs when the HTML is inserted', async () => {
    const ran = await page.evaluate(() => {
      const div = document.createElement('div');
      div.innerHTML = window.md.renderMarkdown('<img src="x" onerror="window.pwned = 3">');
      document.body.appendChild(div);
      return new Promise<unknown>((resolve) =>
        setTimeout(() => resolve((window as unknown as { pwned?: number }).pwned), 100),
      );
    });
    expect(ran).toBeUndefined();
  });
});
