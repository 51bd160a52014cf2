import { api, type QueryValue } from '../../../lib/api-client';
import type { SubmissionRow } from '../../../lib/submission';

export interface ContestSubmissionPage {
  records: SubmissionRow[];
  total: number;
}

/**
 * `GET /api/contest-submissions?contestID&currentPage&limit&onlyMine&problemID&username&status`:
 * a contest's submissions (`problemID` is the display id; status -5 is a hidden result).
 */
export function getContestSubmissions(params: Record<string, QueryValue>, signal?: AbortSignal) {
  return api.get<ContestSubmissionPage>('/contest-submissions', {
    params,
    ...(signal ? { signal } : {}),
  });
}
