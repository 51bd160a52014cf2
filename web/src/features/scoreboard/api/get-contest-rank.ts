import { api } from '../../../lib/api-client';
import type { BoardPage, BoardRequest } from './types';

/** `POST /api/get-contest-rank`: the rank tab, for those who may enter the contest. */
export const getContestRank = (body: BoardRequest, signal?: AbortSignal) =>
  api.post<BoardPage>('/get-contest-rank', body, { silent: true, ...(signal ? { signal } : {}) });
