import { api } from '../../../lib/api-client';
import type { ProblemInfo } from './types';

/**
 * `GET /api/get-contest-problem-details?cid&displayId`: the problem as the contest shows it
 * (`problemId` is the contest's display id, `title` its display title, no counts).
 */
export function getContestProblemDetails(cid: number, displayId: string, signal?: AbortSignal) {
  return api.get<ProblemInfo>('/get-contest-problem-details', {
    params: { cid, displayId },
    silent: true,
    ...(signal ? { signal } : {}),
  });
}
