/** Page buttons to show: first, last, up to two around the current page, and gaps ('gap'). */
export function pageItems(current: number, pages: number): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const items: (number | 'gap')[] = [1];
  const from = Math.max(2, Math.min(current - 2, pages - 5));
  const to = Math.min(pages - 1, Math.max(current + 2, 6));
  if (from > 2) items.push('gap');
  for (let page = from; page <= to; page += 1) items.push(page);
  if (to < pages - 1) items.push('gap');
  items.push(pages);
  return items;
}

/** Pager sizes of spec section 9. */
export const PAGE_SIZES = [10, 15, 30, 50, 100] as const;
