import { api } from '../../../lib/api-client';
import type { BoardPage, BoardRequest } from './types';

/** `POST /api/get-contest-outside-scoreboard`: anyone, where the contest opened its rank. */
export const getContestOutsideScoreboard = (body: BoardRequest, signal?: AbortSignal) =>
  api.post<BoardPage>('/get-contest-outside-scoreboard', body, {
    silent: true,
    ...(signal ? { signal } : {}),
  });
