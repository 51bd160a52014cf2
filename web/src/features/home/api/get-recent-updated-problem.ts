import { api } from '../../../lib/api-client';
import type { RecentProblem } from './types';

/** `GET /api/get-recent-updated-problem`: the public problems changed last. */
export const getRecentUpdatedProblem = (signal?: AbortSignal) =>
  api.get<RecentProblem[]>('/get-recent-updated-problem', {
    silent: true,
    ...(signal ? { signal } : {}),
  });
