import { api } from '../../../lib/api-client';

/** `GET /api/get-contest-access` (login): whether the user may enter (and submit). */
export const getContestAccess = async (cid: number, signal?: AbortSignal) =>
  (
    await api.get<{ access: boolean }>('/get-contest-access', {
      params: { cid },
      silent: true,
      ...(signal ? { signal } : {}),
    })
  ).access;
