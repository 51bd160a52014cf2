import type { ScoreState } from '@oj/events/scoring';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  advance,
  followScroll,
  startScroll,
  type ScrollOptions,
  type ScrollState,
} from '../scroll-steps';

/** How long a highlighted cell stays closed before it opens by itself. */
const FOCUS_MS = 700;
/** Auto-play: one step (highlight, then open) every this many ms. */
const AUTO_MS = 1500;

/**
 * The scroll board's local player (one screen rehearsing on its own): `step` highlights the
 * next cell, which opens by itself after a moment (or at once on the next step).
 */
export function useScrollPlayer(state: ScoreState, options: ScrollOptions) {
  const { removeStar, users } = options;
  const [scroll, setScroll] = useState<ScrollState>(() =>
    startScroll(state, { removeStar, users }),
  );

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

  return { scroll, step };
}

/**
 * The scroll board following the shared reveal: the cells a fetch returned (`resume`) are open
 * at once; each cell pushed after it is highlighted for a moment, then opens, one at a time.
 */
export function useFollowPlayer(
  state: ScoreState,
  steps: readonly { uid: string; pid: string }[],
  resume: { gen: number; count: number },
  options: ScrollOptions,
): ScrollState {
  const { removeStar, users } = options;
  const [opened, setOpened] = useState({ gen: -1, n: 0 });
  const n = opened.gen === resume.gen ? opened.n : resume.count;
  const behind = n < steps.length;
  useEffect(() => {
    if (!behind) return undefined;
    const timer = window.setTimeout(() => setOpened({ gen: resume.gen, n: n + 1 }), FOCUS_MS);
    return () => window.clearTimeout(timer);
  }, [behind, n, resume.gen]);
  return useMemo(
    () => followScroll(state, steps, n, { removeStar, users }),
    [state, steps, n, removeStar, users],
  );
}

/** Auto-play: `step` every moment until `done`; stopped by hand or by `stop`. */
export function useAutoPlay(step: () => void, done: boolean) {
  const [auto, setAuto] = useState(false);
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
    auto: playing,
    toggleAuto: useCallback(() => setAuto((on) => !on), []),
    stop: useCallback(() => setAuto(false), []),
  };
}
