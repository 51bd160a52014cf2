import { useEffect, useState } from 'react';

/**
 * The server's clock, ticking every second: `offsetMs` is the server's time minus this
 * machine's, measured when the contest was loaded, so a wrong local clock does not matter.
 */
export function useServerNow(offsetMs: number, running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now + offsetMs;
}
