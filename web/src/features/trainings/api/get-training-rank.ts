import { api } from '../../../lib/api-client';
import type { Page, TrainingRankRow } from './types';

/** The training rank's page size (spec 2 section 9). */
export const TRAINING_RANK_PAGE_SIZE = 30;

/**
 * `GET /api/get-training-rank`: members by solved count, then total run time; `keyword`
 * matches the username, real name or school.
 */
export const getTrainingRank = (
  q: { tid: number; currentPage: number; keyword: string },
  signal?: AbortSignal,
) =>
  api.get<Page<TrainingRankRow>>('/get-training-rank', {
    params: {
      tid: q.tid,
      currentPage: q.currentPage,
      limit: TRAINING_RANK_PAGE_SIZE,
      keyword: q.keyword || null,
    },
    silent: true,
    ...(signal ? { signal } : {}),
  });
