import { api } from '../../../lib/api-client';
import type { Training } from './types';

/** `GET /api/get-training-detail?tid`: the training with the viewer's progress (acCount). */
export const getTrainingDetail = (tid: number, signal?: AbortSignal) =>
  api.get<Training>('/get-training-detail', {
    params: { tid },
    silent: true,
    ...(signal ? { signal } : {}),
  });
