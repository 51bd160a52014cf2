import { useAtom, type PrimitiveAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';

const secondsLeft = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** Seconds left on a cooldown stored as an end time, ticking every second, and a starter. */
export function useCooldown(untilAtom: PrimitiveAtom<number>) {
  const [until, setUntil] = useAtom(untilAtom);
  const [remaining, setRemaining] = useState(() => secondsLeft(until));

  useEffect(() => {
    setRemaining(secondsLeft(until));
    if (until <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const left = secondsLeft(until);
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback(
    (seconds: number) => setUntil(Date.now() + seconds * 1000),
    [setUntil],
  );

  return { remaining, active: remaining > 0, start };
}
