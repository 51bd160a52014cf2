import { api } from '../../../lib/api-client';
import type { TrainingCategory } from './types';

/** `GET /api/get-training-category`: every category with its colour (no login). */
export const getTrainingCategory = (signal?: AbortSignal) =>
  api.get<TrainingCategory[]>('/get-training-category', {
    silent: true,
    ...(signal ? { signal } : {}),
  });
