import DOMPurify, { type Config } from 'dompurify';

/** What KaTeX produces: spans, SVG, and MathML including its `semantics`/`annotation` wrapper. */
const KATEX: Config = {
  USE_PROFILES: { html: true, svg: true, mathMl: true },
  ADD_TAGS: ['semantics', 'annotation'],
  ADD_ATTR: ['encoding'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
};

/**
 * What users write gets the same, without inline styles: a `style` could pin an element over
 * the whole page (`position: fixed; inset: 0`). Only KaTeX's own markup, put in after this
 * pass (see `fillMath`), keeps its styles.
 */
const USER: Config = { ...KATEX, FORBID_ATTR: ['style'] };

/**
 * Class names a user may give: the ones marked writes (`language-*` on code blocks) and the
 * display-math wrapper. Any other would reach the site's own utility classes, and
 * `class="fixed inset-0"` covers the page as well as a style does.
 */
const USER_CLASS = /^(?:language-[\w+#.-]+|math-display)$/;

const keepUserClasses = (root: Element) => {
  for (const element of root.querySelectorAll('[class]')) {
    const kept = [...element.classList].filter((name) => USER_CLASS.test(name));
    if (kept.length > 0) element.setAttribute('class', kept.join(' '));
    else element.removeAttribute('class');
  }
};

/**
 * A user's link must not hand the site to the page it opens (`window.opener`), leak the page
 * address, or lend the site's ranking to spam: every link gets the same `rel`.
 */
const USER_LINK_REL = 'noopener noreferrer nofollow';

const markUserLinks = (root: Element) => {
  for (const link of root.querySelectorAll('a[href], area[href]')) {
    link.setAttribute('rel', USER_LINK_REL);
  }
};

/**
 * The user's HTML made safe, as the body element of an inert document: scripts, event
 * handlers, dangerous URLs, inline styles and foreign class names removed.
 */
export function sanitizeUserHtml(html: string): HTMLElement {
  const body = DOMPurify.sanitize(html, { ...USER, RETURN_DOM: true });
  if (!(body instanceof HTMLElement)) throw new Error('DOMPurify returned no body element');
  keepUserClasses(body);
  markUserLinks(body);
  return body;
}

/** The user's HTML made safe (see `sanitizeUserHtml`), as a string. */
export function sanitizeHtml(html: string): string {
  return sanitizeUserHtml(html).innerHTML;
}

/**
 * KaTeX's markup made safe with its inline styles kept. Only for what `renderTex` produced:
 * KaTeX (with `trust` off) writes the styles itself, from sizes, not from the user's HTML.
 */
export function sanitizeKatexHtml(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, { ...KATEX, RETURN_DOM_FRAGMENT: true });
}
