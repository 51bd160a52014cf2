import { api } from '../../../lib/api-client';
import type { Page, ProblemListRow } from './types';

/** `GET /api/group/get-problem-list`: the problems public in a group, for its members. */
export function getGroupProblemList(
  gid: number,
  currentPage: number,
  limit: number,
  signal?: AbortSignal,
) {
  return api.get<Page<ProblemListRow>>('/group/get-problem-list', {
    params: { gid, currentPage, limit },
    ...(signal ? { signal } : {}),
  });
}
