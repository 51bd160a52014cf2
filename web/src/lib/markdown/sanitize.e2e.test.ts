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

  it('strips inline styles from user markup, inside and around math, and keeps KaTeX styles', async () => {
    const report = await page.evaluate((source) => {
      const div = document.createElement('div');
      div.innerHTML = window.md.renderMarkdown(source);
      document.body.appendChild(div);
      const styled = [...div.querySelectorAll('[style]')];
      const result = {
        users: [...div.querySelectorAll('[data-user]')].map((e) => [
          e.getAttribute('data-user'),
          e.hasAttribute('style'),
        ]),
        // Every styled element sits inside KaTeX's own markup.
        styledOutsideKatex: styled.filter((e) => !e.closest('.katex')).map((e) => e.outerHTML),
        katexWithStyles: [...div.querySelectorAll('.katex')]
          .filter((k) => k.querySelector('[style]'))
          .map((k) => k.querySelector('annotation')?.textContent),
        fixed: [...div.querySelectorAll('*')].filter(
          (e) => getComputedStyle(e).position === 'fixed',
        ).length,
      };
      div.remove();
      return result;
    }, ['<div data-user="div" style="position:fixed;inset:0;background:red">cover $x^2$ here</div>', '', 'Text <span data-user="span" style="position:fixed;top:0">s</span> and $x^2$ and', '<p data-user="p" style="color:red">para $y$</p>', '', '$$\\frac{a}{b}$$', '', '<span class="katex" data-user="forged"><span data-user="forged-inner" style="position:fixed">f</span></span>'].join('\n'));
    expect(report.users).toEqual([
      ['div', false],
      ['span', false],
      ['p', false],
      ['forged', false],
      ['forged-inner', false],
    ]);
    expect(report.styledOutsideKatex).toEqual([]);
    expect(report.katexWithStyles).toEqual(['x^2', 'x^2', 'y', '\\frac{a}{b}']);
    expect(report.fixed).toBe(0);
  });

  it('keeps only the class names markdown itself writes', async () => {
    const html = await render(
      '<div class="fixed inset-0 z-50">x</div>\n\n```cpp\nint main() {}\n```\n\n$$a$$',
    );
    expect(html).toContain('<div>x</div>');
    expect(html).toContain('<code class="language-cpp">');
    expect(html).toContain('<div class="math-display"><span class="katex-display">');
  });

  it('puts KaTeX markup only where a placeholder of this render stands in HTML text', async () => {
    const html = await render(
      [
        // A guess at a placeholder, written literally and as entities, stays text.
        '\uE000abc.0\uE001 &#xE000;abc.0&#xE001; $z$',
        '',
        '![$x$](/a.png)',
        '',
        // In SVG an HTML span would end the SVG element when the page parses the HTML again.
        '<svg><text>$w$</text><title><a id="</title><img src=x onerror=alert(1)>"></a></title></svg>',
      ].join('\n'),
    );
    expect(html.match(/class="katex"/g)).toHaveLength(1);
    expect(html).toContain('\uE000abc.0\uE001 \uE000abc.0\uE001 <span class="katex">');
    expect(html).toContain('alt="$x$"');
    expect(html).toContain('<text>$w$</text>');
    const fragment = await page.evaluate((h) => {
      const div = document.createElement('div');
      div.innerHTML = h;
      return [...div.querySelectorAll('img')].map((i) => i.getAttribute('onerror'));
    }, html);
    expect(fragment).toEqual([null]);
  });
});
