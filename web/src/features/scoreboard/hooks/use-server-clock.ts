import { useEffect, useState } from 'react';

/**
 * The server's time, ticking every second while `running`: `serverNow` is the time the server
 * answered with, so a wrong clock on this machine does not move the countdown.
 */
export function useServerClock(serverNow: string | undefined, running: boolean): number {
  const [offset] = useState(() => (serverNow ? Date.parse(serverNow) - Date.now() : 0));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now + (Number.isFinite(offset) ? offset : 0);
}
