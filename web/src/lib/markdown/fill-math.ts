import { MathSlots } from './math-slots';
import { sanitizeKatexHtml } from './sanitize';

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * Parents whose text the HTML parser reads as text, or as something other than HTML, when the
 * result is parsed again: markup put there would not stay what it is.
 */
const TEXT_ONLY = new Set([
  'TITLE',
  'TEXTAREA',
  'STYLE',
  'SCRIPT',
  'XMP',
  'IFRAME',
  'NOEMBED',
  'NOFRAMES',
  'NOSCRIPT',
  'PLAINTEXT',
  'OPTION',
]);

/**
 * KaTeX's markup goes only under an ordinary HTML element. Inside SVG or MathML an HTML span
 * would end the foreign element when the page parses the result again, and what follows could
 * change meaning (the namespace confusion DOMPurify guards against in its own pass).
 */
const takesMarkup = (parent: Node | null): parent is Element =>
  parent instanceof Element && parent.namespaceURI === HTML_NS && !TEXT_ONLY.has(parent.tagName);

/** Each formula's KaTeX markup, sanitised in one pass, by slot index. */
const renderAll = (slots: MathSlots, renderTex: (tex: string, display: boolean) => string) => {
  const html = slots.items
    .map((m, i) => `<span data-slot="${i}">${renderTex(m.tex, m.display)}</span>`)
    .join('');
  const rendered = new Map<number, Element>();
  for (const wrapper of sanitizeKatexHtml(html).querySelectorAll('span[data-slot]'))
    rendered.set(Number(wrapper.getAttribute('data-slot')), wrapper);
  return rendered;
};

/**
 * Replaces the placeholders in the sanitised `root` by KaTeX's markup: in text under HTML
 * elements the formula, elsewhere (attributes such as an image's alt, foreign content) its TeX
 * source as plain text.
 */
export function fillMath(
  root: Element,
  slots: MathSlots,
  renderTex: (tex: string, display: boolean) => string,
): void {
  if (slots.items.length === 0) return;
  const rendered = renderAll(slots, renderTex);
  const pattern = slots.pattern();
  const texts: Text[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node instanceof Text && MathSlots.mayHold(node.data)) texts.push(node);
  for (const text of texts) {
    const markup = takesMarkup(text.parentNode);
    const parts: (string | Node)[] = [];
    let last = 0;
    for (const match of text.data.matchAll(pattern)) {
      const index = Number(match[1]);
      parts.push(text.data.slice(last, match.index));
      const katex = markup ? rendered.get(index) : undefined;
      // Each formula fills its one placeholder; anywhere else it shows as its source.
      if (katex) parts.push(...katex.childNodes);
      else parts.push(slots.source(index));
      rendered.delete(index);
      last = match.index + match[0].length;
    }
    parts.push(text.data.slice(last));
    text.replaceWith(...parts);
  }
  for (const element of root.querySelectorAll('*'))
    for (const attribute of [...element.attributes])
      if (MathSlots.mayHold(attribute.value))
        attribute.value = attribute.value.replace(pattern, (_whole, index: string) =>
          slots.source(Number(index)),
        );
}
