import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const MOVE_MS = 450;
const FLASH_MS = 1600;
const FLASH_COLOUR = '#fde68a';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const rowsOf = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>('tbody tr[data-row-key]'));

/**
 * Moves table rows smoothly when their order changes (FLIP with the Web Animations API: each
 * row starts where it was and slides to its new place) and flashes the rows a push changed.
 * `order` is the rows' keys in order; `scope` changes with the page or the query, when rows
 * are replaced rather than moved and nothing should slide.
 */
export function useRowMotion(
  container: RefObject<HTMLElement | null>,
  order: string,
  scope: string,
  flash: { uids: readonly string[]; seq: number },
) {
  const tops = useRef<{ scope: string; at: Map<string, number> }>({ scope, at: new Map() });

  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const before = tops.current.scope === scope ? tops.current.at : new Map<string, number>();
    const animate = !reducedMotion();
    const now = new Map<string, number>();
    for (const row of rowsOf(root)) {
      const key = row.dataset.rowKey ?? '';
      // offsetTop is relative to the table, so scrolling the page moves nothing.
      now.set(key, row.offsetTop);
      const was = before.get(key);
      if (!animate || was === undefined || Math.abs(was - row.offsetTop) < 1) continue;
      row.animate?.(
        [{ transform: `translateY(${was - row.offsetTop}px)` }, { transform: 'translateY(0)' }],
        { duration: MOVE_MS, easing: 'cubic-bezier(0.2, 0, 0, 1)' },
      );
    }
    tops.current = { scope, at: now };
  }, [container, order, scope]);

  useEffect(() => {
    const root = container.current;
    if (!root || flash.seq === 0) return;
    const changed = new Set(flash.uids);
    for (const row of rowsOf(root)) {
      if (!changed.has(row.dataset.rowKey ?? '')) continue;
      row.dataset.flashed = String(flash.seq);
      if (reducedMotion()) continue;
      const rest = getComputedStyle(row).backgroundColor;
      row.animate?.([{ backgroundColor: FLASH_COLOUR }, { backgroundColor: rest }], {
        duration: FLASH_MS,
        easing: 'ease-out',
      });
    }
  }, [container, flash]);
}
