import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { isLoggedInAtom } from '../../../lib/session';
import { getUserProblemStatus, type UserProblemStatus } from '../../../lib/user-problem-status';
import { getProblemList } from '../api/get-problem-list';
import type { Page, ProblemListRow } from '../api/types';
import { filtersToRequest, type ProblemListFilters } from '../problem-list-query';

type ListState =
  { key: string; status: 'ready'; page: Page<ProblemListRow> } | { key: string; status: 'error' };

/**
 * One `get-problem-list` call per distinct query, then (signed in) one status call for the
 * rows shown. `reload` repeats the list call.
 */
export function useProblemList(filters: ProblemListFilters) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const request = filtersToRequest(filters);
  const key = JSON.stringify(request);
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<ListState | null>(null);
  const [marks, setMarks] = useState<{ key: string; map: Record<string, UserProblemStatus> }>();

  useEffect(() => {
    const controller = new AbortController();
    const params = JSON.parse(key) as ReturnType<typeof filtersToRequest>;
    getProblemList(params, controller.signal).then(
      (page) => setList({ key, status: 'ready', page }),
      () => {
        if (!controller.signal.aborted) setList({ key, status: 'error' });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const rows = list?.status === 'ready' ? list.page.records : undefined;
  const pids = rows?.map((row) => row.pid).join(',') ?? '';
  useEffect(() => {
    if (!loggedIn || !pids) return undefined;
    const controller = new AbortController();
    getUserProblemStatus(pids.split(',').map(Number), { signal: controller.signal }).then(
      (map) => setMarks({ key: pids, map }),
      () => undefined,
    );
    return () => controller.abort();
  }, [loggedIn, pids]);

  return {
    loading: list?.key !== key,
    list,
    marks: loggedIn ? (marks?.key === pids ? marks.map : {}) : undefined,
    reload: () => setAttempt((n) => n + 1),
  };
}
