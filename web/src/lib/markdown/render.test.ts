import { describe, expect, it } from 'vitest';
import { markdownToHtml, renderMathInHtml } from './render';

describe('markdownToHtml', () => {
  it('renders markdown and inline and display math with KaTeX', () => {
    const html = markdownToHtml('Given $n$ numbers, **sum** them.\n\n$$\n\\sum_{i=1}^n a_i\n$$');
    expect(html).toContain('<strong>sum</strong>');
    expect(html).toMatch(
      /<span class="katex">.*<annotation encoding="application\/x-tex">n<\/annotation>/s,
    );
    expect(html).toContain('class="katex-display"');
    expect(html).toContain('\\sum_{i=1}^n a_i');
  });

  it('leaves dollars in code and escaped dollars alone', () => {
    const html = markdownToHtml('Pay \\$5, run `echo $x$`\n\n```\nprint("$y$")\n```');
    expect(html).not.toContain('katex');
    expect(html).toContain('<code>echo $x$</code>');
    expect(html).toContain('Pay $5');
  });

  it('renders math inside raw HTML blocks but not inside their code', () => {
    const html = renderMathInHtml('<p>Let $a&lt;b$ hold</p><pre><code>$z$</code></pre>');
    expect(html).toMatch(/<p>Let <span class="katex">/);
    expect(html).toContain('a&lt;b');
    expect(html).toContain('<code>$z$</code>');
  });

  it('keeps invalid TeX visible instead of throwing', () => {
    expect(markdownToHtml('$\\frac{1$')).toContain('katex-error');
  });
});
