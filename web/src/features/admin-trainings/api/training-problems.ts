import { api } from '../../../lib/api-client';
import type { TrainingProblemLink, TrainingProblemPage } from './types';

/** Page sizes of the problem pickers (spec 3: 10/30/50/100). */
export const PROBLEM_PAGE_SIZES = [10, 30, 50, 100] as const;

/**
 * `GET /api/admin/training/get-problem-list`: with `queryExisted` the training's problems (and
 * their ranks), without it the public problems not in it yet.
 */
export const getTrainingProblems = (
  q: { tid: number; currentPage: number; limit: number; keyword: string; queryExisted: boolean },
  signal?: AbortSignal,
) =>
  api.get<TrainingProblemPage>('/admin/training/get-problem-list', {
    params: {
      tid: q.tid,
      currentPage: q.currentPage,
      limit: q.limit,
      keyword: q.keyword || null,
      queryExisted: q.queryExisted,
    },
    ...(signal ? { signal } : {}),
  });

/** `POST /api/admin/training/add-problem-from-public`; silent: the picker shows refusals. */
export const addProblemFromPublic = (body: { tid: number; pid: number; displayId: string }) =>
  api.post<null>('/admin/training/add-problem-from-public', body, { silent: true });

/** `PUT /api/admin/training/problem`: a problem's new rank in the training. */
export const updateTrainingProblem = (link: TrainingProblemLink) =>
  api.put<null>('/admin/training/problem', link, { silent: true });

/** `DELETE /api/admin/training/problem?pid&tid`: takes the problem out of the training. */
export const removeTrainingProblem = (pid: number, tid: number) =>
  api.delete<null>('/admin/training/problem', { params: { pid, tid } });
