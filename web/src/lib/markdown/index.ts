import { markdownToHtml } from './render';
import { sanitizeHtml } from './sanitize';

/**
 * Markdown with math to HTML that is safe to inject: rendered with marked and KaTeX, then
 * sanitised with DOMPurify. Import only from lazily loaded pages (it pulls in KaTeX and marked).
 */
export function renderMarkdown(source: string | null | undefined): string {
  return sanitizeHtml(markdownToHtml(source));
}

export { markdownToHtml, renderMathInHtml, renderTex } from './render';
export { sanitizeHtml } from './sanitize';
