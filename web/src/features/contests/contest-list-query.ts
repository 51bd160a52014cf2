import type { ContestStatus } from './contest-time';

/** The contest list's filters and page; all of them live in the URL query (spec section 2). */
export interface ContestListQuery {
  currentPage: number;
  status: ContestStatus | null;
  keyword: string;
  /** 0 ACM, 1 OI; null for both. */
  type: 0 | 1 | null;
}

export const CONTEST_PAGE_SIZE = 10;

const oneOf = <T extends number>(value: string | null, allowed: readonly T[]): T | null => {
  if (value === null || value === '') return null;
  const n = Number(value);
  return (allowed as readonly number[]).includes(n) ? (n as T) : null;
};

export function contestQueryFromParams(params: URLSearchParams): ContestListQuery {
  const page = Number(params.get('currentPage'));
  return {
    currentPage: Number.isInteger(page) && page > 0 ? page : 1,
    status: oneOf(params.get('status'), [-1, 0, 1] as const),
    keyword: (params.get('keyword') ?? '').trim(),
    type: oneOf(params.get('type'), [0, 1] as const),
  };
}

/** The URL query of a list state; defaults are left out so plain /contest stays plain. */
export function contestQueryToParams(query: ContestListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.currentPage > 1) params.set('currentPage', String(query.currentPage));
  if (query.status !== null) params.set('status', String(query.status));
  if (query.keyword.trim()) params.set('keyword', query.keyword.trim());
  if (query.type !== null) params.set('type', String(query.type));
  return params;
}

/** A filter change: the new filters, back on page 1. */
export const withFilter = (
  query: ContestListQuery,
  change: Partial<Omit<ContestListQuery, 'currentPage'>>,
): ContestListQuery => ({ ...query, ...change, currentPage: 1 });
