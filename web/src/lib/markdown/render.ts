import katex from 'katex';
import { Marked, type TokenizerAndRendererExtension, type Tokens } from 'marked';
import { MathSlots } from './math-slots';

/*
 * Markdown with TeX math (`$...$` inline, `$$...$$` display) to HTML, without sanitising. The
 * formulas are left as placeholders (`MathSlots`): the user's HTML is sanitised with inline
 * styles forbidden, and KaTeX's markup, which needs them, goes in afterwards (see
 * `renderMarkdown`). Kept DOM-free so it can be unit-tested in Node.
 */

/** One formula as KaTeX's markup: HTML spans with inline styles, and MathML. Unsanitised. */
export function renderTex(tex: string, displayMode: boolean): string {
  return katex.renderToString(tex, {
    displayMode,
    throwOnError: false,
    strict: 'ignore',
    output: 'htmlAndMathml',
    // User-given sizes (\rule, \kern, \raisebox) at most 10 em: a formula cannot grow over
    // the rest of the page.
    maxSize: 10,
    maxExpand: 1000,
    // No \href, \url, \htmlClass or \includegraphics from users.
    trust: false,
  });
}

interface MathToken extends Tokens.Generic {
  text: string;
  display: boolean;
}

const BLOCK_MATH = /^\$\$([\s\S]+?)\$\$[^\S\n]*(?:\n|$)/;
const INLINE_DISPLAY_MATH = /^\$\$([^$]+?)\$\$/;
const INLINE_MATH = /^\$((?:\\[\s\S]|[^\\$\n])+?)\$/;

/** The math extensions of one render: each formula becomes a placeholder in `slots`. */
const mathExtensions = (slots: MathSlots): TokenizerAndRendererExtension[] => [
  {
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
      return `<div class="math-display">${slots.put((token as MathToken).text, true)}</div>\n`;
    },
  },
  {
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
      return slots.put(text, display);
    },
  },
];

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
 * through untouched: math inside their text (outside tags and code) is lifted into `slots`.
 */
export function mathInHtml(html: string, slots: MathSlots): string {
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
        return tex?.trim() ? slots.put(decodeEntities(tex), display !== undefined) : whole;
      });
    })
    .join('');
}

/** Markdown as HTML with its formulas as placeholders, and the formulas. */
export interface MarkdownWithMath {
  html: string;
  slots: MathSlots;
}

/** Markdown (with math) to unsanitised HTML whose formulas wait in `slots`. */
export function markdownWithMath(source: string | null | undefined): MarkdownWithMath {
  const slots = new MathSlots();
  if (!source) return { html: '', slots };
  // One parser per render: the extensions write into this render's slots.
  const marked = new Marked({
    gfm: true,
    breaks: true,
    async: false,
    extensions: mathExtensions(slots),
    renderer: {
      html(token) {
        return mathInHtml(token.text, slots);
      },
    },
  });
  return { html: marked.parse(source, { async: false }), slots };
}
