import { api } from '../../../lib/api-client';
import type { toContestProblemBody } from '../problem-form-model';
import type { ProblemDetail } from './types';

/** `GET /api/admin/contest/problem?cid=&pid=`: the problem, its display id and balloon. */
export const getContestProblem = (cid: number, pid: number, signal?: AbortSignal) =>
  api.get<ProblemDetail>('/admin/contest/problem', {
    params: { cid, pid },
    ...(signal ? { signal } : {}),
  });

/** `POST` (new, in the contest) or `PUT` (edit) `/api/admin/contest/problem`. */
export const saveContestProblem = (
  body: ReturnType<typeof toContestProblemBody>,
  editing: boolean,
) =>
  editing
    ? api.put<null>('/admin/contest/problem', body, { silent: true })
    : api.post<{ pid: number }>('/admin/contest/problem', body, { silent: true });
