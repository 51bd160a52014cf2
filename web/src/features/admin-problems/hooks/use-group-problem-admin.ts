import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { useResource } from '../../../lib/use-resource';
import {
  applyGroupProblemPublic,
  changeGroupProblemAuth,
  deleteGroupProblem,
  getGroupAdminProblems,
} from '../api/group-problems';
import { downloadTestCases } from '../api/problems';
import type { GroupAdminProblem } from '../api/types';

type Row = GroupAdminProblem;

/**
 * A group's problem table for its admins: the page in the URL, and the row actions (auth
 * switch, apply for public and its cancel, test data download, delete), each toasting its
 * outcome and reloading the page.
 */
export function useGroupProblemAdmin(gid: number) {
  const { _ } = useLingui();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('currentPage') ?? '1', 10) || 1);
  const list = useResource(`group-admin-problems:${gid}:${page}`, (signal) =>
    getGroupAdminProblems(gid, page, signal),
  );
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const mark = (id: number, on: boolean) =>
    setBusy((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Runs one row's call; silent calls are toasted here, the others by the app shell. */
  const run = async (row: Row, work: () => Promise<unknown>, doneId: string, silent = true) => {
    mark(row.id, true);
    try {
      await work();
      toast.success(_(doneId));
      list.reload();
      return true;
    } catch (failure) {
      if (silent) toast.error(describeApiError(failure));
      return false;
    } finally {
      mark(row.id, false);
    }
  };

  const goTo = (target: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (target <= 1) next.delete('currentPage');
      else next.set('currentPage', String(target));
      return next;
    });

  return {
    page,
    rows: list.data?.records ?? [],
    total: list.data?.total ?? 0,
    loading: list.loading && !list.data,
    busy,
    goTo,
    changeAuth: (row: Row, auth: 1 | 2) =>
      run(row, () => changeGroupProblemAuth(row.id, auth), 'group-problems.auth-changed'),
    apply: (row: Row) =>
      run(row, () => applyGroupProblemPublic(row.id, true), 'group-problems.applied'),
    cancelApply: (row: Row) =>
      run(row, () => applyGroupProblemPublic(row.id, false), 'group-problems.apply-cancelled'),
    remove: async (row: Row) => {
      const done = await run(
        row,
        () => deleteGroupProblem(row.id, gid),
        'group-problems.deleted',
        false,
      );
      if (done && list.data?.records.length === 1 && page > 1) goTo(page - 1);
      return done;
    },
    download: (row: Row) =>
      run(row, () => downloadTestCases(row.id), 'admin-problems.downloaded', false),
  };
}
export type GroupProblemAdminState = ReturnType<typeof useGroupProblemAdmin>;
