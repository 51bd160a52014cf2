import { api } from '../../../lib/api-client';
import type { WeekStatistics } from './types';

/**
 * `GET /api/get-last-week-submission-statistics`; the server keeps the numbers 30 minutes and
 * honours `forceRefresh` only for the super admin.
 */
export const getLastWeekSubmissionStatistics = (forceRefresh: boolean, signal?: AbortSignal) =>
  api.get<WeekStatistics>('/get-last-week-submission-statistics', {
    params: { forceRefresh },
    silent: true,
    ...(signal ? { signal } : {}),
  });
