import { api } from '../../../lib/api-client';
import type { RecentContest } from './types';

/** `GET /api/get-recent-contest`: public contests running or starting within two weeks. */
export const getRecentContest = (signal?: AbortSignal) =>
  api.get<RecentContest[]>('/get-recent-contest', { silent: true, ...(signal ? { signal } : {}) });
