import { api } from '../../../lib/api-client';
import type { toGroupProblemBody } from '../group-problem-form';
import type { GroupAdminProblem, GroupApplyRow, Page, ProblemCaseVo, ProblemDetail } from './types';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
export const GROUP_PROBLEM_PAGE_SIZE = 10;

/** `GET /api/group/get-admin-problem-list`: every problem of the group, newest first. */
export const getGroupAdminProblems = (gid: number, currentPage: number, signal?: AbortSignal) =>
  api.get<Page<GroupAdminProblem>>('/group/get-admin-problem-list', {
    params: { gid, currentPage, limit: GROUP_PROBLEM_PAGE_SIZE },
    ...withSignal(signal),
  });

/** `GET /api/group/problem?pid=`: the whole problem for the form (display id with its prefix). */
export const getGroupProblem = (pid: number, signal?: AbortSignal) =>
  api.get<ProblemDetail>('/group/problem', { params: { pid }, ...withSignal(signal) });

/** `GET /api/group/get-problem-cases?pid=`: its judge cases. */
export const getGroupProblemCases = (pid: number, signal?: AbortSignal) =>
  api.get<ProblemCaseVo[]>('/group/get-problem-cases', { params: { pid }, ...withSignal(signal) });

/** `POST` (new) or `PUT` (edit) `/api/group/problem`; silent: the form shows the refusal. */
export const saveGroupProblem = (body: ReturnType<typeof toGroupProblemBody>, editing: boolean) =>
  editing
    ? api.put<null>('/group/problem', body, { silent: true })
    : api.post<{ pid: number }>('/group/problem', body, { silent: true });

/** `DELETE /api/group/problem?pid=&gid=`; failures toasted by the shell. */
export const deleteGroupProblem = (pid: number, gid: number) =>
  api.delete<null>('/group/problem', { params: { pid, gid } });

/** `PUT /api/group/change-problem-auth?pid=&auth=`: 1 public in the group, 2 private. */
export const changeGroupProblemAuth = (pid: number, auth: 1 | 2) =>
  api.put<null>('/group/change-problem-auth', undefined, { params: { pid, auth }, silent: true });

/** `PUT /api/group/apply-public?pid=&isApplied=`: apply to be public, or cancel. */
export const applyGroupProblemPublic = (pid: number, isApplied: boolean) =>
  api.put<null>('/group/apply-public', undefined, { params: { pid, isApplied }, silent: true });

/** The group's tag names (the site's and its own) for the form's suggestions. */
export const getGroupTagNames = async (gid: number, signal?: AbortSignal) => {
  const tags = await api.get<{ name: string }[]>('/group/get-all-problem-tags', {
    params: { gid },
    silent: true,
    ...withSignal(signal),
  });
  return [...new Set(tags.map((t) => t.name))];
};

/** `GET /api/admin/group-problem/list`: applications, applying first. */
export const getGroupApplyList = (
  q: { currentPage: number; keyword: string },
  signal?: AbortSignal,
) =>
  api.get<Page<GroupApplyRow>>('/admin/group-problem/list', {
    params: {
      currentPage: q.currentPage,
      limit: GROUP_PROBLEM_PAGE_SIZE,
      keyword: q.keyword || null,
    },
    ...withSignal(signal),
  });

/** `PUT /api/admin/group-problem/change-progress`: 2 public, 3 refused. */
export const changeGroupProblemProgress = (pid: number, progress: 1 | 2 | 3) =>
  api.put<null>('/admin/group-problem/change-progress', { pid, progress }, { silent: true });
