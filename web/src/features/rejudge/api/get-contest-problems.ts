import { api } from '../../../lib/api-client';
import type { RejudgeProblem } from './types';

/** `GET /api/get-contest-problem?cid`: the contest's problems in display order. */
export const getContestProblems = (cid: number, signal?: AbortSignal) =>
  api.get<RejudgeProblem[]>('/get-contest-problem', {
    params: { cid },
    silent: true,
    ...(signal ? { signal } : {}),
  });
