import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * FLIP for re-ordered rows: after each render where `version` changed, every element under
 * `container` with a `data-flip-key` that moved is drawn back at its old place and slides to
 * the new one (Web Animations API). Positions are offsetTop, so page scrolling in between does
 * not count as movement. Skipped for users who ask for reduced motion.
 */
export function useFlip(
  container: RefObject<HTMLElement | null>,
  version: unknown,
  durationMs = 900,
): void {
  const last = useRef(new Map<string, number>());

  useLayoutEffect(() => {
    const root = container.current;
    if (root === null) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const next = new Map<string, number>();
    for (const el of root.querySelectorAll<HTMLElement>('[data-flip-key]')) {
      const key = el.dataset.flipKey ?? '';
      const top = el.offsetTop;
      next.set(key, top);
      const before = last.current.get(key);
      if (still || before === undefined || before === top || typeof el.animate !== 'function')
        continue;
      // A row moving up is drawn above the rows it passes.
      el.animate(
        [
          { transform: `translateY(${before - top}px)`, zIndex: before > top ? 10 : 0 },
          { transform: 'translateY(0)', zIndex: before > top ? 10 : 0 },
        ],
        { duration: durationMs, easing: 'cubic-bezier(0.22, 1, 0.36, 1)' },
      );
    }
    last.current = next;
  }, [container, version, durationMs]);
}
