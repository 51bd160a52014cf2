import type { QueryValue } from '../../lib/api-client';
import { judgeStatusList } from '../../lib/judge-status';

/** The contest submissions tab's filters, kept in the URL query. */
export interface ContestSubmissionFilters {
  onlyMine: boolean;
  /** The contest's display id ('' for all problems). */
  problemID: string;
  username: string;
  status: number | null;
  page: number;
}

/** Spec section 9: the contest submissions tab shows 15 a page. */
export const CONTEST_SUBMISSION_PAGE_SIZE = 15;

const knownStatus = (value: string | null): number | null => {
  if (value === null || value === '') return null;
  const code = Number(value);
  return judgeStatusList.some((info) => info.code === code) ? code : null;
};

export function contestFiltersFromQuery(params: URLSearchParams): ContestSubmissionFilters {
  const onlyMine = params.get('onlyMine') === 'true';
  const page = Number(params.get('currentPage'));
  return {
    onlyMine,
    problemID: (params.get('problemID') ?? '').trim(),
    // "Only mine" and a username exclude each other; mine wins.
    username: onlyMine ? '' : (params.get('username') ?? '').trim(),
    status: knownStatus(params.get('status')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function contestFiltersToQuery(filters: ContestSubmissionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.onlyMine) params.set('onlyMine', 'true');
  if (filters.problemID) params.set('problemID', filters.problemID);
  if (!filters.onlyMine && filters.username) params.set('username', filters.username);
  if (filters.status !== null) params.set('status', String(filters.status));
  if (filters.page > 1) params.set('currentPage', String(filters.page));
  return params;
}

export function contestFiltersToRequest(
  cid: number,
  filters: ContestSubmissionFilters,
  limit = CONTEST_SUBMISSION_PAGE_SIZE,
): Record<string, QueryValue> {
  return {
    contestID: cid,
    currentPage: filters.page,
    limit,
    onlyMine: filters.onlyMine || undefined,
    problemID: filters.problemID || undefined,
    username: filters.onlyMine ? undefined : filters.username || undefined,
    status: filters.status ?? undefined,
  };
}

/** The contest page of one submission, under its problem. */
export const contestSubmissionPath = (cid: number, problemID: string, submitId: number) =>
  `/contest/${cid}/problem/${encodeURIComponent(problemID)}/submission-detail/${submitId}`;
