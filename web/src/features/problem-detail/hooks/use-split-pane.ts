import {
  useCallback,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';

/** Below this width the problem pane collapses into the problem-only view (spec section 2). */
export const MIN_PROBLEM_WIDTH = 420;
/** The editor pane never gets narrower than this while both panes show. */
export const MIN_EDITOR_WIDTH = 580;
const DIVIDER = 10;

export type PaneMode = 'split' | 'problem';

/**
 * The draggable divider between the problem and the editor. The problem pane's share is kept
 * as a fraction of the container so a window resize keeps the proportion.
 */
export function useSplitPane() {
  const containerRef = useRef<HTMLDivElement>(null);
  const [share, setShare] = useState(0.5);
  const [mode, setMode] = useState<PaneMode>('split');
  const [dragging, setDragging] = useState(false);

  const onDividerPointerDown = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    const container = containerRef.current;
    if (!container || event.button !== 0) return;
    event.preventDefault();
    const divider = event.currentTarget;
    divider.setPointerCapture(event.pointerId);
    setDragging(true);
    const rect = container.getBoundingClientRect();
    const onMove = (move: PointerEvent) => {
      const max = rect.width - DIVIDER - MIN_EDITOR_WIDTH;
      const left = Math.min(move.clientX - rect.left, max);
      if (left < MIN_PROBLEM_WIDTH) {
        setMode('problem');
        finish();
        return;
      }
      setShare(left / rect.width);
    };
    const finish = () => {
      setDragging(false);
      divider.removeEventListener('pointermove', onMove);
      divider.removeEventListener('pointerup', finish);
      divider.removeEventListener('pointercancel', finish);
      if (divider.hasPointerCapture(event.pointerId))
        divider.releasePointerCapture(event.pointerId);
    };
    divider.addEventListener('pointermove', onMove);
    divider.addEventListener('pointerup', finish);
    divider.addEventListener('pointercancel', finish);
  }, []);

  /** Arrow keys move the divider by 5 % for keyboard users. */
  const onDividerKeyDown = useCallback((event: ReactKeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const width = containerRef.current?.clientWidth ?? 0;
    if (!width) return;
    setShare((current) => {
      const next = current + (event.key === 'ArrowLeft' ? -0.05 : 0.05);
      if (next * width < MIN_PROBLEM_WIDTH) {
        setMode('problem');
        return current;
      }
      return Math.min(next, (width - DIVIDER - MIN_EDITOR_WIDTH) / width);
    });
  }, []);

  return {
    containerRef,
    share,
    mode,
    dragging,
    showProblemOnly: () => setMode('problem'),
    restore: () => {
      setShare(0.5);
      setMode('split');
    },
    onDividerPointerDown,
    onDividerKeyDown,
  };
}
