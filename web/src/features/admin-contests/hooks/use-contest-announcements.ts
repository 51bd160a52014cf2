import { useCallback } from 'react';
import { getContestAnnouncements } from '../api/contest-announcements';
import { useContestScope } from '../contest-scope';
import { useListQuery, useLoaded } from './use-loaded';

/** The contest's announcements, newest first, a page at a time (the page in the URL). */
export function useContestAnnouncements(cid: number) {
  const query = useListQuery();
  const { page } = query;
  const { gid } = useContestScope();
  const load = useCallback(
    (signal: AbortSignal) => getContestAnnouncements({ cid, currentPage: page }, signal, gid),
    [cid, page, gid],
  );
  const list = useLoaded(load);
  return {
    ...query,
    rows: list.data?.records ?? [],
    total: list.data?.total ?? 0,
    loading: list.loading,
    reload: list.reload,
  };
}
