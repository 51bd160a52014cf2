import { api, type QueryValue } from '../../../lib/api-client';
import type { Page, ProblemListRow } from './types';

/** `GET /api/get-problem-list`: public problems, filtered and paged. */
export function getProblemList(params: Record<string, QueryValue>, signal?: AbortSignal) {
  return api.get<Page<ProblemListRow>>('/get-problem-list', {
    params,
    ...(signal ? { signal } : {}),
  });
}
