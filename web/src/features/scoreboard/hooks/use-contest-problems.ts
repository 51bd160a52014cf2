import { useEffect, useState } from 'react';
import { getContestProblems } from '../api/get-contest-problem';
import type { BoardProblem } from '../api/types';

type State = { cid: number; problems: BoardProblem[] | null; error: unknown };

/** The rank tab's problem columns, once per contest id. */
export function useContestProblems(cid: number) {
  const [state, setState] = useState<State | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getContestProblems(cid, controller.signal).then(
      (problems) => setState({ cid, problems, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ cid, problems: null, error });
      },
    );
    return () => controller.abort();
  }, [cid]);
  const current = state?.cid === cid ? state : null;
  return { problems: current?.problems ?? null, error: current?.error ?? null };
}
