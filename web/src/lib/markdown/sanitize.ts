import DOMPurify from 'dompurify';

/**
 * Removes scripts, event handlers and dangerous URLs while keeping what KaTeX produces (spans
 * with inline styles, SVG, and MathML including its `semantics`/`annotation` wrapper).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true, svg: true, mathMl: true },
    ADD_TAGS: ['semantics', 'annotation'],
    ADD_ATTR: ['encoding'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}
