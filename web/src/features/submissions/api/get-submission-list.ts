import { api, type QueryValue } from '../../../lib/api-client';
import type { SubmissionRow } from '../../../lib/submission';

export interface SubmissionPage {
  records: SubmissionRow[];
  total: number;
}

/** `GET /api/get-submission-list`. */
export function getSubmissionList(params: Record<string, QueryValue>, signal?: AbortSignal) {
  return api.get<SubmissionPage>('/get-submission-list', {
    params,
    ...(signal ? { signal } : {}),
  });
}
