import { useLingui } from '@lingui/react';
import { useCallback, useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { changeContestVisible, getContestList } from '../api/contests';
import type { AdminContest } from '../api/types';
import { useListQuery, useLoaded } from './use-loaded';

/**
 * The admin contest list: page and keyword in the URL, and the visible switch (saved at once,
 * one request per row at a time).
 */
export function useContestList() {
  const { _ } = useLingui();
  const query = useListQuery(['keyword'] as const);
  const { page } = query;
  const { keyword } = query.values;
  const load = useCallback(
    (signal: AbortSignal) => getContestList({ currentPage: page, keyword }, signal),
    [page, keyword],
  );
  const list = useLoaded(load);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  const mark = (id: number, busy: boolean) =>
    setToggling((set) => {
      const next = new Set(set);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const toggle = async (row: AdminContest, visible: boolean) => {
    mark(row.id, true);
    try {
      await changeContestVisible(row.id, visible);
      toast.success(_(visible ? 'admin-contests.now-visible' : 'admin-contests.now-hidden'));
      list.reload();
    } catch (failure) {
      toast.error(describeApiError(failure));
    } finally {
      mark(row.id, false);
    }
  };

  return {
    ...query,
    keyword,
    rows: list.data?.records ?? [],
    total: list.data?.total ?? 0,
    loading: list.loading,
    reload: list.reload,
    toggling,
    toggle,
  };
}
