import { api } from '../../../lib/api-client';
import type { ContestProblem } from './types';

/** `GET /api/get-contest-problem`: the problems in display-id order. */
export const getContestProblem = (cid: number, signal?: AbortSignal) =>
  api.get<ContestProblem[]>('/get-contest-problem', {
    params: { cid },
    silent: true,
    ...(signal ? { signal } : {}),
  });
