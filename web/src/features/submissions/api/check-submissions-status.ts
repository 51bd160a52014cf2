import { api } from '../../../lib/api-client';
import type { SubmissionRow } from '../../../lib/submission';

/** `POST /api/check-submissions-status`: the current rows of some submissions, by submitId. */
export function checkSubmissionsStatus(submitIds: number[], signal?: AbortSignal) {
  return api.post<Record<string, SubmissionRow>>(
    '/check-submissions-status',
    { submitIds },
    { silent: true, ...(signal ? { signal } : {}) },
  );
}
