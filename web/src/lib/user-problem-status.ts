import { api } from './api-client';

/** The signed-in user's best result on a problem: status code and (OI) score. */
export interface UserProblemStatus {
  status: number;
  score?: number | null;
}

/**
 * `POST /api/get-user-problem-status` (login only): pid -> status of the user's submissions,
 * where an accepted submission wins over later ones.
 */
export function getUserProblemStatus(
  pidList: number[],
  options: { cid?: number; gid?: number; signal?: AbortSignal } = {},
): Promise<Record<string, UserProblemStatus>> {
  const { signal, ...rest } = options;
  return api.post<Record<string, UserProblemStatus>>(
    '/get-user-problem-status',
    { pidList, isContestProblemList: rest.cid !== undefined, ...rest },
    { silent: true, ...(signal ? { signal } : {}) },
  );
}
