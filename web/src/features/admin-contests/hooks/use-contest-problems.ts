import { useCallback } from 'react';
import { getContestProblems } from '../api/contest-problems';
import { useContestScope } from '../contest-scope';
import { useListQuery, useLoaded } from './use-loaded';

/** The contest's problems, a page at a time (the page in the URL). */
export function useContestProblems(cid: number) {
  const query = useListQuery();
  const { page } = query;
  const { gid } = useContestScope();
  const load = useCallback(
    (signal: AbortSignal) => getContestProblems({ cid, currentPage: page }, signal, gid),
    [cid, page, gid],
  );
  const list = useLoaded(load);
  return {
    ...query,
    rows: list.data?.records ?? [],
    total: list.data?.total ?? 0,
    /** Every problem of the contest (all pages), for the next display id and the picker. */
    taken: list.data?.taken ?? [],
    loading: list.loading,
    reload: list.reload,
  };
}
