import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { useResource } from '../../../lib/use-resource';
import { changeTrainingStatus, getTrainingList } from '../api/trainings';
import type { AdminTraining } from '../api/types';
import { useListQuery } from './use-list-query';

/**
 * The admin training list: page and keyword in the URL, and the visible switch (saved at once,
 * one request per row at a time). With `gid`, a group's trainings (no keyword).
 */
export function useTrainingList(gid?: number) {
  const { _ } = useLingui();
  const query = useListQuery();
  const { page, keyword } = query;
  const list = useResource(`admin-trainings:${gid ?? ''}:${page}:${keyword}`, (signal) =>
    getTrainingList({ currentPage: page, keyword }, signal, gid),
  );
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  const mark = (id: number, busy: boolean) =>
    setToggling((set) => {
      const next = new Set(set);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const toggle = async (row: AdminTraining, visible: boolean) => {
    mark(row.id, true);
    try {
      await changeTrainingStatus(row.id, row.author, visible, gid);
      toast.success(_(visible ? 'admin-trainings.now-visible' : 'admin-trainings.now-hidden'));
      list.reload();
    } catch (failure) {
      toast.error(describeApiError(failure));
    } finally {
      mark(row.id, false);
    }
  };

  return {
    ...query,
    rows: list.data?.records ?? [],
    total: list.data?.total ?? 0,
    loading: list.loading,
    reload: list.reload,
    toggling,
    toggle,
  };
}
