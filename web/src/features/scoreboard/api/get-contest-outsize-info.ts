import { api } from '../../../lib/api-client';
import type { BoardContest, BoardProblem } from './types';

export interface OutsideInfo {
  contest: BoardContest;
  problemList: BoardProblem[];
}

/** `GET /api/get-contest-outsize-info` (HOJ's spelling): the outside board's header. */
export const getContestOutsizeInfo = (cid: number, signal?: AbortSignal) =>
  api.get<OutsideInfo>('/get-contest-outsize-info', {
    params: { cid },
    silent: true,
    ...(signal ? { signal } : {}),
  });
