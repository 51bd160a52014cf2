import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, updated live (shared by every feature). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below 768 px the pages use small pagers and card rows (spec section 9). */
export const PHONE_QUERY = '(max-width: 767.98px)';
/** Below 992 px the problem page stacks its panes, like the navbar turns into a drawer. */
export const NARROW_QUERY = '(max-width: 991.98px)';
