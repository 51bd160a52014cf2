import { api } from '../../../lib/api-client';
import type { AcRankRow } from './types';

/** `GET /api/get-recent-seven-ac-rank`: the ten users who solved most in seven days. */
export const getRecentSevenAcRank = (signal?: AbortSignal) =>
  api.get<AcRankRow[]>('/get-recent-seven-ac-rank', {
    silent: true,
    ...(signal ? { signal } : {}),
  });
