import { fillMath } from './fill-math';
import { markdownWithMath, renderTex } from './render';
import { sanitizeUserHtml } from './sanitize';

/**
 * Markdown with math to HTML that is safe to inject. The user's markdown and HTML are rendered
 * with marked and sanitised with DOMPurify, inline styles forbidden; the formulas are rendered
 * with KaTeX afterwards and put in place of their placeholders, so KaTeX's markup is the only
 * one with styles. Import only from lazily loaded pages (it pulls in KaTeX and marked).
 */
export function renderMarkdown(source: string | null | undefined): string {
  const { html, slots } = markdownWithMath(source);
  if (!html) return '';
  const body = sanitizeUserHtml(html);
  fillMath(body, slots, renderTex);
  return body.innerHTML;
}

export { markdownWithMath, renderTex } from './render';
export { sanitizeHtml } from './sanitize';
