import { useAtom, type PrimitiveAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';

/** Seconds left on a cooldown stored as an end time, ticking every second, and a starter. */
export function useCooldown(untilAtom: PrimitiveAtom<number>) {
  const [until, setUntil] = useAtom(untilAtom);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until <= Date.now()) return undefined;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [until]);

  const start = useCallback(
    (seconds: number) => {
      const t = Date.now();
      setNow(t);
      setUntil(t + seconds * 1000);
    },
    [setUntil],
  );
  const remaining = Math.max(0, Math.ceil((until - now) / 1000));

  return { remaining, active: remaining > 0, start };
}
