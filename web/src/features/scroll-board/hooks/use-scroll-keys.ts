import { useEffect, useRef } from 'react';

export interface ScrollKeyHandlers {
  step: () => void;
  toggleAuto: () => void;
  stop: () => void;
  fullScreen: () => void;
}

const stepKeys = new Set([' ', 'Enter', 'ArrowRight']);

/**
 * The projector's keys: Space, Enter or the right arrow step; A toggles auto-play; Escape
 * stops it; F goes full screen. Keys typed into a control are left to the control (a focused
 * button already clicks on Space and Enter).
 */
export function useScrollKeys(handlers: ScrollKeyHandlers): void {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      if (target?.closest('input, select, textarea') && key !== 'Escape') return;
      if (target?.closest('button, a') && (key === ' ' || key === 'Enter')) return;
      if (stepKeys.has(key)) ref.current.step();
      else if (key === 'a') ref.current.toggleAuto();
      else if (key === 'Escape') ref.current.stop();
      else if (key === 'f') ref.current.fullScreen();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
