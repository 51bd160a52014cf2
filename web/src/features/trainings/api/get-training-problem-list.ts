import { api } from '../../../lib/api-client';
import type { TrainingProblem } from './types';

/** `GET /api/get-training-problem-list?tid`: the training's problems in its order. */
export const getTrainingProblemList = (tid: number, signal?: AbortSignal) =>
  api.get<TrainingProblem[]>('/get-training-problem-list', {
    params: { tid },
    silent: true,
    ...(signal ? { signal } : {}),
  });
