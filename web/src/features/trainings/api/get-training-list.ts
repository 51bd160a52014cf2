import { api } from '../../../lib/api-client';
import { TRAINING_PAGE_SIZE, type TrainingListQuery } from '../training-list-query';
import type { Page, Training } from './types';

/** `GET /api/get-training-list`: visible trainings, 15 a page, filtered as the URL says. */
export const getTrainingList = (query: TrainingListQuery, signal?: AbortSignal) =>
  api.get<Page<Training>>('/get-training-list', {
    params: {
      currentPage: query.currentPage,
      limit: TRAINING_PAGE_SIZE,
      keyword: query.keyword || null,
      categoryId: query.categoryId,
      auth: query.auth,
    },
    ...(signal ? { signal } : {}),
  });
