import { api } from '../../../lib/api-client';
import type { ProblemInfo } from './types';

/** `GET /api/get-problem-detail?problemId=<display id>`. */
export function getProblemDetail(problemId: string, signal?: AbortSignal) {
  return api.get<ProblemInfo>('/get-problem-detail', {
    params: { problemId },
    silent: true,
    ...(signal ? { signal } : {}),
  });
}
