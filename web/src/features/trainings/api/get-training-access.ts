import { api } from '../../../lib/api-client';

/** `GET /api/get-training-access?tid`: whether the viewer registered (entered the password). */
export const getTrainingAccess = (tid: number, signal?: AbortSignal) =>
  api.get<{ access: boolean }>('/get-training-access', {
    params: { tid },
    silent: true,
    ...(signal ? { signal } : {}),
  });
