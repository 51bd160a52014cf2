import { useCallback, useEffect, useState } from 'react';
import { playTick, type ReplaySpeed } from '../replay';

/**
 * The replay's minute and playback: `play` moves the minute forward at `speed` contest
 * minutes per second (restarting from 0 when already at the end) and stops at `last`.
 */
export function useReplayClock(last: number) {
  const [minute, setMinuteState] = useState(last);
  const [speed, setSpeed] = useState<ReplaySpeed>(10);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!playing) return undefined;
    const { intervalMs, minutes } = playTick(speed);
    const timer = window.setInterval(() => {
      setMinuteState((m) => Math.min(last, m + minutes));
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, speed, last]);

  // Reaching the end stops playback (state derived while rendering, not in an effect).
  if (playing && minute >= last) setPlaying(false);

  const play = useCallback(() => {
    setMinuteState((m) => (m >= last ? 0 : m));
    setPlaying(true);
  }, [last]);
  const pause = useCallback(() => setPlaying(false), []);
  const setMinute = useCallback(
    (m: number) => setMinuteState(Math.max(0, Math.min(last, Math.round(m)))),
    [last],
  );
  return { minute, setMinute, speed, setSpeed, playing, play, pause };
}
