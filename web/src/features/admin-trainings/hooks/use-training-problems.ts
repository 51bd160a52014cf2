import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { useResource } from '../../../lib/use-resource';
import { getTrainingProblems, updateTrainingProblem } from '../api/training-problems';
import type { AdminProblem, TrainingProblemLink } from '../api/types';

export interface TrainingProblemRow {
  problem: AdminProblem;
  /** Its place in the training (absent when the server did not send the link). */
  link: TrainingProblemLink | undefined;
}

/** The training's problems (page, size and keyword local), with the rank edit; `gid`: a group's. */
export function useTrainingProblems(tid: number, gid?: number) {
  const { _ } = useLingui();
  const [query, setQuery] = useState({ keyword: '', currentPage: 1, limit: 10 });
  const result = useResource(
    `admin-training-problems:${tid}:${query.keyword}:${query.currentPage}:${query.limit}`,
    (signal) => getTrainingProblems({ tid, ...query, queryExisted: true }, signal, gid),
  );
  const page = result.data?.problemList;
  const map = result.data?.trainingProblemMap ?? {};
  const rows: TrainingProblemRow[] = (page?.records ?? []).map((problem) => ({
    problem,
    link: map[String(problem.id)],
  }));

  const saveRank = async (row: TrainingProblemRow, rank: number) => {
    if (!row.link || row.link.rank === rank) return;
    try {
      await updateTrainingProblem({ ...row.link, rank }, gid);
      toast.success(_('admin-trainings.rank-saved'));
      result.reload();
    } catch (failure) {
      toast.error(describeApiError(failure));
    }
  };

  return {
    query,
    search: (keyword: string) => setQuery((q) => ({ ...q, keyword, currentPage: 1 })),
    goTo: (currentPage: number) => setQuery((q) => ({ ...q, currentPage })),
    resize: (limit: number) => setQuery((q) => ({ ...q, limit, currentPage: 1 })),
    rows,
    total: page?.total ?? 0,
    loading: result.loading,
    failed: result.failed,
    reload: result.reload,
    saveRank,
  };
}
