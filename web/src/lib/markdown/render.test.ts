import { describe, expect, it } from 'vitest';
import { MathSlots } from './math-slots';
import { markdownWithMath, mathInHtml, renderTex } from './render';

/** The HTML with each placeholder shown as `[[tex]]` or `[[$$tex$$]]`. */
const shown = (source: string) => {
  const { html, slots } = markdownWithMath(source);
  return {
    html: html.replace(slots.pattern(), (_whole, i: string) => `[[${slots.source(Number(i))}]]`),
    slots,
  };
};

describe('markdownWithMath', () => {
  it('renders markdown and leaves inline and display math as placeholders', () => {
    const { html, slots } = shown('Given $n$ numbers, **sum** them.\n\n$$\n\\sum_{i=1}^n a_i\n$$');
    expect(html).toContain('<p>Given [[$n$]] numbers, <strong>sum</strong> them.</p>');
    expect(html).toContain('<div class="math-display">[[$$\\sum_{i=1}^n a_i$$]]</div>');
    expect(html).not.toContain('katex');
    expect(slots.items).toEqual([
      { tex: 'n', display: false },
      { tex: '\\sum_{i=1}^n a_i', display: true },
    ]);
  });

  it('leaves dollars in code and escaped dollars alone', () => {
    const { html, slots } = shown('Pay \\$5, run `echo $x$`\n\n```\nprint("$y$")\n```');
    expect(slots.items).toEqual([]);
    expect(html).toContain('<code>echo $x$</code>');
    expect(html).toContain('Pay $5');
  });

  it('lifts math out of raw HTML blocks but not out of their code', () => {
    const slots = new MathSlots();
    const html = mathInHtml('<p>Let $a&lt;b$ hold</p><pre><code>$z$</code></pre>', slots);
    expect(html).toMatch(/^<p>Let \uE000\w+\.0\uE001 hold<\/p>/);
    expect(html).toContain('<code>$z$</code>');
    expect(slots.items).toEqual([{ tex: 'a<b', display: false }]);
  });

  it('gives every render its own placeholder key', () => {
    const a = markdownWithMath('$x$');
    const b = markdownWithMath('$x$');
    expect(a.slots.key).not.toBe(b.slots.key);
    expect(b.html.match(a.slots.pattern())).toBeNull();
  });
});

describe('renderTex', () => {
  it('renders KaTeX markup and keeps invalid TeX visible instead of throwing', () => {
    expect(renderTex('x^2', false)).toMatch(/^<span class="katex">/);
    expect(renderTex('\\frac{1', false)).toContain('katex-error');
  });
});

describe('renderTex size cap', () => {
  it('caps user-given sizes at 10 em, so a formula cannot grow over the page', () => {
    const html = renderTex('\\rule{5000em}{5000em}', false);
    const sizes = [
      ...html.matchAll(/(?:width|height|border-right-width|border-top-width):\s*([\d.]+)em/g),
    ].map((m) => Number(m[1]));
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(10);
  });
});
