import type { QueryValue } from '../../lib/api-client';
import { judgeStatusList } from '../../lib/judge-status';

/** The submission list's filters (all in the URL query on /status). */
export interface SubmissionFilters {
  onlyMine: boolean;
  status: number | null;
  username: string;
  problemID: string;
  completeProblemID: boolean;
  page: number;
  limit: number;
}

export const DEFAULT_SUBMISSION_LIMIT = 15;

const knownStatus = (value: string | null): number | null => {
  if (value === null || value === '') return null;
  const code = Number(value);
  return judgeStatusList.some((info) => info.code === code) ? code : null;
};

const positiveInt = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

export function submissionFiltersFromQuery(params: URLSearchParams): SubmissionFilters {
  const onlyMine = params.get('onlyMine') === 'true';
  return {
    onlyMine,
    status: knownStatus(params.get('status')),
    // "Only mine" and a username filter exclude each other; mine wins.
    username: onlyMine ? '' : (params.get('username') ?? '').trim(),
    problemID: (params.get('problemID') ?? '').trim(),
    completeProblemID: params.get('completeProblemID') === 'true',
    page: positiveInt(params.get('currentPage'), 1),
    limit: positiveInt(params.get('limit'), DEFAULT_SUBMISSION_LIMIT),
  };
}

export function submissionFiltersToQuery(filters: SubmissionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.onlyMine) params.set('onlyMine', 'true');
  if (filters.status !== null) params.set('status', String(filters.status));
  if (!filters.onlyMine && filters.username) params.set('username', filters.username);
  if (filters.problemID) params.set('problemID', filters.problemID);
  if (filters.completeProblemID) params.set('completeProblemID', 'true');
  if (filters.page > 1) params.set('currentPage', String(filters.page));
  if (filters.limit !== DEFAULT_SUBMISSION_LIMIT) params.set('limit', String(filters.limit));
  return params;
}

export function submissionFiltersToRequest(filters: SubmissionFilters): Record<string, QueryValue> {
  return {
    onlyMine: filters.onlyMine || undefined,
    status: filters.status ?? undefined,
    username: filters.onlyMine ? undefined : filters.username || undefined,
    problemID: filters.problemID || undefined,
    completeProblemID: filters.completeProblemID || undefined,
    currentPage: filters.page,
    limit: filters.limit,
  };
}
