import katex from 'katex';
import { Marked, type TokenizerAndRendererExtension, type Tokens } from 'marked';

/**
 * Markdown with TeX math (`$...$` inline, `$$...$$` display) to HTML, without sanitising: the
 * result must go through `sanitizeHtml` before it reaches the page (see `renderMarkdown`).
 * Kept DOM-free so it can be unit-tested in Node.
 */
export function renderTex(tex: string, displayMode: boolean): string {
  return katex.renderToString(tex, {
    displayMode,
    throwOnError: false,
    strict: 'ignore',
    output: 'htmlAndMathml',
  });
}

interface MathToken extends Tokens.Generic {
  text: string;
  display: boolean;
}

const BLOCK_MATH = /^\$\$([\s\S]+?)\$\$[^\S\n]*(?:\n|$)/;
const INLINE_DISPLAY_MATH = /^\$\$([^$]+?)\$\$/;
const INLINE_MATH = /^\$((?:\\[\s\S]|[^\\$\n])+?)\$/;

const blockMath: TokenizerAndRendererExtension = {
  name: 'blockMath',
  level: 'block',
  start(src) {
    const match = /(?:^|\n)\$\$/.exec(src);
    return match ? match.index + (match[0].startsWith('\n') ? 1 : 0) : undefined;
  },
  tokenizer(src) {
    const match = BLOCK_MATH.exec(src);
    if (!match?.[1]) return undefined;
    return { type: 'blockMath', raw: match[0], text: match[1].trim(), display: true };
  },
  renderer(token) {
    return `<div class="math-display">${renderTex((token as MathToken).text, true)}</div>\n`;
  },
};

const inlineMath: TokenizerAndRendererExtension = {
  name: 'inlineMath',
  level: 'inline',
  start(src) {
    const index = src.indexOf('$');
    return index < 0 ? undefined : index;
  },
  tokenizer(src) {
    const display = INLINE_DISPLAY_MATH.exec(src);
    if (display?.[1])
      return { type: 'inlineMath', raw: display[0], text: display[1], display: true };
    const inline = INLINE_MATH.exec(src);
    if (!inline?.[1] || inline[1].trim() === '') return undefined;
    return { type: 'inlineMath', raw: inline[0], text: inline[1], display: false };
  },
  renderer(token) {
    const { text, display } = token as MathToken;
    return renderTex(text, display);
  },
};

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};
const decodeEntities = (text: string) =>
  text.replace(/&(?:lt|gt|amp|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);

const MATH_IN_TEXT = /\$\$([^$]+?)\$\$|\$((?:\\[\s\S]|[^\\$\n])+?)\$/g;
const RAW_ELEMENTS = /^<\/?(pre|code|script|style|textarea)\b/i;

/**
 * Problem statements written with a rich editor are raw HTML blocks, which marked passes
 * through untouched: math inside their text (outside tags and code) is rendered here.
 */
export function renderMathInHtml(html: string): string {
  let rawDepth = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        const raw = RAW_ELEMENTS.exec(part);
        if (raw) rawDepth = Math.max(0, rawDepth + (part.startsWith('</') ? -1 : 1));
        return part;
      }
      if (rawDepth > 0 || !part.includes('$')) return part;
      return part.replace(MATH_IN_TEXT, (whole, display?: string, inline?: string) => {
        const tex = display ?? inline;
        return tex?.trim() ? renderTex(decodeEntities(tex), display !== undefined) : whole;
      });
    })
    .join('');
}

const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  extensions: [blockMath, inlineMath],
  renderer: {
    html(token) {
      return renderMathInHtml(token.text);
    },
  },
});

/** Markdown (with math) to unsanitised HTML. */
export function markdownToHtml(source: string | null | undefined): string {
  if (!source) return '';
  return marked.parse(source, { async: false });
}
