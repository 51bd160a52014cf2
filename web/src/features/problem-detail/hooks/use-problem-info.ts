import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/api-error-message';
import { isLoggedInAtom } from '../../../lib/session';
import { getUserProblemStatus } from '../../../lib/user-problem-status';
import { getContestProblemDetails } from '../api/get-contest-problem-details';
import { getProblemDetail } from '../api/get-problem-detail';
import type { ProblemInfo } from '../api/types';
import { countVerdict, markAfter } from '../live-counts';

type Load =
  | { problemId: string; info: ProblemInfo }
  | { problemId: string; error: string; notFound: boolean };

/**
 * The problem detail and the user's mark on it. `reload` refetches both quietly while the old
 * data stays on screen; `applyVerdict` moves the counts and the mark by the viewer's own pushed
 * verdict without a call. With a contest id (`cid` > 0) the problem is the contest's, by its
 * display id.
 */
export function useProblemInfo(problemId: string, cid = 0, tid = 0, gid = 0) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [load, setLoad] = useState<Load | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [mark, setMark] = useState<{ pid: number; status: number } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const request =
      cid > 0
        ? getContestProblemDetails(cid, problemId, controller.signal)
        : getProblemDetail(problemId, controller.signal, tid, gid);
    request.then(
      (info) => setLoad({ problemId, info }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = error instanceof ApiError && error.status === 404;
        setLoad({ problemId, error: describeApiError(error), notFound });
      },
    );
    return () => controller.abort();
  }, [problemId, cid, tid, gid, attempt]);

  const current = load?.problemId === problemId ? load : null;
  const info = current && 'info' in current ? current.info : null;
  const pid = info?.problem.id;

  useEffect(() => {
    if (!loggedIn || pid === undefined) return undefined;
    const controller = new AbortController();
    // A group's own problem: the viewer's submissions made in the group (HOJ's gid filter).
    const scope = cid > 0 ? { cid } : gid > 0 && tid <= 0 ? { gid } : {};
    getUserProblemStatus([pid], { ...scope, signal: controller.signal }).then(
      (map) => setMark({ pid, status: map[pid]?.status ?? -10 }),
      () => undefined,
    );
    return () => controller.abort();
  }, [loggedIn, pid, cid, tid, gid, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const applyVerdict = useCallback(
    (status: number) => {
      setLoad((previous) =>
        previous && 'info' in previous
          ? { ...previous, info: countVerdict(previous.info, status, cid) }
          : previous,
      );
      if (pid !== undefined)
        setMark((previous) => ({
          pid,
          status: markAfter(previous?.pid === pid ? previous.status : undefined, status),
        }));
    },
    [cid, pid],
  );
  return {
    info,
    loading: current === null,
    error: current && 'error' in current ? current : null,
    /** The user's status code on this problem; undefined when unknown or signed out. */
    status: loggedIn && mark && mark.pid === pid ? mark.status : undefined,
    reload,
    applyVerdict,
  };
}
