import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { useResource } from '../../../lib/use-resource';
import { changeProblemAuth, getProblemList } from '../api/problems';
import type { AdminProblem, ProblemAuth } from '../api/types';

/** The admin problem list: page and keyword in the URL, and the per-row visibility change. */
export function useProblemList() {
  const { _ } = useLingui();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('currentPage') ?? '1', 10) || 1);
  const keyword = params.get('keyword') ?? '';
  const list = useResource(`${page}:${keyword}`, (signal) =>
    getProblemList({ currentPage: page, keyword }, signal),
  );
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const mark = (id: number, on: boolean) =>
    setBusy((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const setQuery = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(changes))
        if (!v || (k === 'currentPage' && v === '1')) next.delete(k);
        else next.set(k, v);
      return next;
    });

  const changeAuth = async (row: AdminProblem, auth: ProblemAuth) => {
    mark(row.id, true);
    try {
      await changeProblemAuth(row.id, auth);
      toast.success(_('admin-problems.auth-changed'));
      list.reload();
    } catch (failure) {
      toast.error(describeApiError(failure));
    } finally {
      mark(row.id, false);
    }
  };

  return {
    page,
    keyword,
    rows: list.data?.records ?? [],
    total: list.data?.total ?? 0,
    loading: list.loading,
    reload: list.reload,
    busy,
    changeAuth,
    search: (k: string) => setQuery({ keyword: k, currentPage: '1' }),
    goTo: (p: number) => setQuery({ currentPage: String(p) }),
  };
}
