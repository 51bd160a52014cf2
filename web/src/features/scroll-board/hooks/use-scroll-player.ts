import type { ScoreState } from '@oj/events/scoring';
import { useCallback, useEffect, useRef, useState } from 'react';
import { advance, startScroll, type ScrollOptions, type ScrollState } from '../scroll-steps';

/** How long a highlighted cell stays closed before it opens by itself. */
const FOCUS_MS = 700;
/** Auto-play: one step (highlight, then open) every this many ms. */
const AUTO_MS = 1500;

/**
 * The scroll board's player: `step` highlights the next cell, which opens by itself after a
 * moment (or at once on the next step); `auto` repeats steps until everything is open.
 */
export function useScrollPlayer(state: ScoreState, options: ScrollOptions) {
  const { removeStar, users } = options;
  const [scroll, setScroll] = useState<ScrollState>(() =>
    startScroll(state, { removeStar, users }),
  );
  const [auto, setAuto] = useState(false);

  const step = useCallback(
    () => setScroll((s) => advance(state, s, { removeStar, users })),
    [state, removeStar, users],
  );

  const focus = scroll.phase.kind === 'focus' ? scroll.phase : null;
  useEffect(() => {
    if (focus === null) return undefined;
    const timer = window.setTimeout(
      () => setScroll((s) => (s.phase === focus ? advance(state, s, { removeStar, users }) : s)),
      FOCUS_MS,
    );
    return () => window.clearTimeout(timer);
  }, [focus, state, removeStar, users]);

  const done = scroll.phase.kind === 'done';
  const playing = auto && !done;
  const stepRef = useRef(step);
  useEffect(() => {
    stepRef.current = step;
  }, [step]);
  useEffect(() => {
    if (!playing) return undefined;
    stepRef.current();
    const timer = window.setInterval(() => stepRef.current(), AUTO_MS);
    return () => window.clearInterval(timer);
  }, [playing]);

  return {
    scroll,
    step,
    auto: playing,
    toggleAuto: useCallback(() => setAuto((on) => !on), []),
    stop: useCallback(() => setAuto(false), []),
  };
}
