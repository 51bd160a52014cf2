import { useEffect, useState } from 'react';
import { getContestOutsizeInfo, type OutsideInfo } from '../api/get-contest-outsize-info';

type State = { cid: number; info: OutsideInfo | null; error: unknown };

/** The outside board's header (contest and problems), once per contest id. */
export function useOutsideInfo(cid: number) {
  const [state, setState] = useState<State | null>(null);
  useEffect(() => {
    if (cid <= 0) return;
    const controller = new AbortController();
    getContestOutsizeInfo(cid, controller.signal).then(
      (info) => setState({ cid, info, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ cid, info: null, error });
      },
    );
    return () => controller.abort();
  }, [cid]);
  const current = state?.cid === cid ? state : null;
  return { info: current?.info ?? null, error: current?.error ?? null };
}
