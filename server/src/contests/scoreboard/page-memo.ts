import type { BoardPage, ViewKind } from '@oj/events/scoring';

/**
 * Board rows one board's memo may hold (about a megabyte per thousand rows of a 12-problem
 * board): every plain page of a 300-row board in two sizes, both star settings and two views.
 */
export const PAGE_MEMO_ROWS = 2_400;

/** The part of a board query that names a page. */
export interface PageQuery {
  removeStar: boolean;
  keyword: string;
  concernedUids: readonly string[];
  current: number;
  limit: number;
}

/**
 * The key of a page worth keeping, or undefined. Only plain queries (no search, nobody
 * followed) are what the many viewers of a busy board repeat; a search or a follow list is one
 * viewer's and is cut anew each time (a filter and a slice), so a stream of distinct query
 * strings cannot fill memory (500 of them on a 300 x 12 board once held 179 MiB).
 */
export const plainPageKey = (kind: ViewKind, q: PageQuery): string | undefined =>
  q.keyword.trim() === '' && q.concernedUids.length === 0
    ? `${kind}:${q.removeStar ? 1 : 0}:${q.limit}:${q.current}`
    : undefined;

/** What a memo holds, for tests and diagnostics. */
export interface PageMemoSize {
  pages: number;
  rows: number;
}

/**
 * Pages already cut from one board, least recently used first out once the rows they hold
 * pass `maxRows`. Cleared on every change of the board.
 */
export class PageMemo {
  private readonly pages = new Map<string, BoardPage>();
  private rows = 0;

  constructor(private readonly maxRows = PAGE_MEMO_ROWS) {}

  get(key: string): BoardPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      // Map order is insertion order: moving a hit to the end keeps the order by last use.
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  /** Keeps a page; an empty page past the end, or one larger than the memo, is not kept. */
  set(key: string, page: BoardPage): void {
    const weight = page.records.length;
    if (weight === 0 || weight > this.maxRows) return;
    this.delete(key);
    for (const [oldest] of this.pages) {
      if (this.rows + weight <= this.maxRows) break;
      this.delete(oldest);
    }
    this.pages.set(key, page);
    this.rows += weight;
  }

  clear(): void {
    this.pages.clear();
    this.rows = 0;
  }

  size(): PageMemoSize {
    return { pages: this.pages.size, rows: this.rows };
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.rows -= page.records.length;
  }
}
