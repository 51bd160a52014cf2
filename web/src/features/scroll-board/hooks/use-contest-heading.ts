import { useEffect, useState } from 'react';
import { getContestHeading, type ContestHeading } from '../api/board-history';

/** The contest's title for the projector header; null until known (or when it failed). */
export function useContestHeading(cid: number): ContestHeading | null {
  const [heading, setHeading] = useState<ContestHeading | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getContestHeading(cid, controller.signal).then(setHeading, () => undefined);
    return () => controller.abort();
  }, [cid]);
  return heading?.id === cid ? heading : null;
}
