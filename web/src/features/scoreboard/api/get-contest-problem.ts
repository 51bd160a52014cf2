import { api } from '../../../lib/api-client';
import type { BoardProblem } from './types';

/** `GET /api/get-contest-problem`: the rank tab's problem columns. */
export const getContestProblems = (cid: number, signal?: AbortSignal) =>
  api.get<BoardProblem[]>('/get-contest-problem', {
    params: { cid },
    silent: true,
    ...(signal ? { signal } : {}),
  });
