import { api } from '../../../lib/api-client';
import type { toContestProblemBody } from '../problem-form-model';
import type { ProblemDetail } from './types';

/** `GET /api/admin/contest/problem?cid=&pid=`: the problem, its display id and balloon. */
export const getContestProblem = (cid: number, pid: number, signal?: AbortSignal) =>
  api.get<ProblemDetail>('/admin/contest/problem', {
    params: { cid, pid },
    ...(signal ? { signal } : {}),
  });

/**
 * `POST` (new, in the contest) or `PUT` (edit) `/api/admin/contest/problem`; a group contest's
 * new problem (`gid`) goes to `POST /api/group/contest-problem`, a problem of the group.
 */
export const saveContestProblem = (
  body: ReturnType<typeof toContestProblemBody>,
  editing: boolean,
  gid?: number,
) =>
  gid !== undefined && !editing
    ? api.post<{ pid: number }>(
        '/group/contest-problem',
        { ...body, problem: { ...body.problem, gid: String(gid) } },
        { silent: true },
      )
    : editing
      ? api.put<null>('/admin/contest/problem', body, { silent: true })
      : api.post<{ pid: number }>('/admin/contest/problem', body, { silent: true });
