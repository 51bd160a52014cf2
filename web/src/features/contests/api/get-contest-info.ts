import { api } from '../../../lib/api-client';
import type { ContestInfo } from './types';

/** `GET /api/get-contest-info` (login): the contest and the server's time. */
export const getContestInfo = (cid: number, signal?: AbortSignal) =>
  api.get<ContestInfo>('/get-contest-info', {
    params: { cid },
    silent: true,
    ...(signal ? { signal } : {}),
  });
