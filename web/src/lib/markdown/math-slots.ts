/** A formula found in markdown, rendered by KaTeX only after the user's HTML is sanitised. */
export interface MathSlot {
  tex: string;
  display: boolean;
}

const OPEN = '\uE000';
const CLOSE = '\uE001';

const randomKey = () =>
  Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join('');

/**
 * The formulas of one render, each left in the HTML as a placeholder: private-use characters
 * around a random key and the formula's index. The key is new for every render, so nothing a
 * user writes (not even an entity-encoded copy) can name a slot: only text the renderer put
 * there is replaced by KaTeX's markup, the one markup allowed inline styles.
 */
export class MathSlots {
  readonly items: MathSlot[] = [];
  readonly key = randomKey();

  /** The placeholder of a new formula (plain text: no markup, nothing to escape). */
  put(tex: string, display: boolean): string {
    const index = this.items.push({ tex, display }) - 1;
    return `${OPEN}${this.key}.${index}${CLOSE}`;
  }

  /** Finds this render's placeholders; group 1 is the index. */
  pattern(): RegExp {
    return new RegExp(`${OPEN}${this.key}\\.(\\d+)${CLOSE}`, 'g');
  }

  /** Whether `text` may hold a placeholder (a cheap test before the pattern). */
  static mayHold(text: string): boolean {
    return text.includes(OPEN);
  }

  /** The formula as its author wrote it, for places KaTeX's markup cannot go (attributes). */
  source(index: number): string {
    const slot = this.items[index];
    if (!slot) return '';
    return slot.display ? `$$${slot.tex}$$` : `$${slot.tex}$`;
  }
}
