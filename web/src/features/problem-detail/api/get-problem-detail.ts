import { api } from '../../../lib/api-client';
import type { ProblemInfo } from './types';

/**
 * `GET /api/get-problem-detail?problemId=<display id>`; inside a training `tid` lets the server
 * refuse a private training's problem to non-members; inside a group `gid` (as HOJ sends it)
 * opens the group's own problems to its members.
 */
export function getProblemDetail(problemId: string, signal?: AbortSignal, tid = 0, gid = 0) {
  return api.get<ProblemInfo>('/get-problem-detail', {
    params: { problemId, tid: tid > 0 ? tid : undefined, gid: gid > 0 ? gid : undefined },
    silent: true,
    ...(signal ? { signal } : {}),
  });
}
