import { api } from '../../../lib/api-client';
import type { TrainingProblemLink, TrainingProblemPage } from './types';

/** Page sizes of the problem pickers (spec 3: 10/30/50/100). */
export const PROBLEM_PAGE_SIZES = [10, 30, 50, 100] as const;

/** The site's path, or the group's (`gid`) one of HOJ's group training calls. */
const pathOf = (site: string, group: string, gid?: number) =>
  gid === undefined ? `/admin/training/${site}` : `/group/${group}`;

/**
 * `GET /api/admin/training/get-problem-list` (a group's `/api/group/get-training-problem-list`):
 * with `queryExisted` the training's problems (and their ranks), without it the public problems
 * not in it yet.
 */
export const getTrainingProblems = (
  q: { tid: number; currentPage: number; limit: number; keyword: string; queryExisted: boolean },
  signal?: AbortSignal,
  gid?: number,
) =>
  api.get<TrainingProblemPage>(pathOf('get-problem-list', 'get-training-problem-list', gid), {
    params: {
      tid: q.tid,
      currentPage: q.currentPage,
      limit: q.limit,
      keyword: q.keyword || null,
      queryExisted: q.queryExisted,
    },
    ...(signal ? { signal } : {}),
  });

/** `POST .../add-problem-from-public`; silent: the picker shows refusals. */
export const addProblemFromPublic = (
  body: { tid: number; pid: number; displayId: string },
  gid?: number,
) =>
  api.post<null>(pathOf('add-problem-from-public', 'add-training-problem-from-public', gid), body, {
    silent: true,
  });

/**
 * `POST /api/group/add-training-problem-from-group?problemId&tid`: one of the group's own
 * problems, by the id its admin types; silent: the dialog shows refusals.
 */
export const addProblemFromGroup = (problemId: string, tid: number) =>
  api.post<null>('/group/add-training-problem-from-group', undefined, {
    params: { problemId, tid },
    silent: true,
  });

/** `PUT .../problem` (the group's `/api/group/training-problem`): a problem's new rank. */
export const updateTrainingProblem = (link: TrainingProblemLink, gid?: number) =>
  api.put<null>(pathOf('problem', 'training-problem', gid), link, { silent: true });

/** `DELETE .../problem?pid&tid`: takes the problem out of the training. */
export const removeTrainingProblem = (pid: number, tid: number, gid?: number) =>
  api.delete<null>(pathOf('problem', 'training-problem', gid), { params: { pid, tid } });
