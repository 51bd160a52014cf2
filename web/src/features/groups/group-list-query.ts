import type { GroupAuth } from './api/types';

/** The group list's filters and page; all of them live in the URL query (spec 3 section 2.3). */
export interface GroupListQuery {
  currentPage: number;
  limit: number;
  keyword: string;
  /** 1 public, 2 protected, 3 private, or null for all. */
  auth: GroupAuth | null;
  onlyMine: boolean;
}

/** Spec 3 section 9: 15 groups a page, with 9, 15, 30, 60 or 120 to choose from. */
export const GROUP_LIST_SIZES: readonly number[] = [9, 15, 30, 60, 120];
export const GROUP_LIST_DEFAULT_SIZE = 15;
export const GROUP_AUTHS: readonly GroupAuth[] = [1, 2, 3];

const positive = (value: string | null): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
};

export function groupQueryFromParams(params: URLSearchParams): GroupListQuery {
  const auth = positive(params.get('auth'));
  const limit = positive(params.get('limit'));
  return {
    currentPage: positive(params.get('currentPage')) ?? 1,
    limit: limit !== null && GROUP_LIST_SIZES.includes(limit) ? limit : GROUP_LIST_DEFAULT_SIZE,
    keyword: (params.get('keyword') ?? '').trim(),
    auth: GROUP_AUTHS.find((a) => a === auth) ?? null,
    onlyMine: params.get('onlyMine') === 'true',
  };
}

/** The URL query of a list state; defaults are left out so plain /group stays plain. */
export function groupQueryToParams(query: GroupListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.keyword.trim()) params.set('keyword', query.keyword.trim());
  if (query.auth !== null) params.set('auth', String(query.auth));
  if (query.onlyMine) params.set('onlyMine', 'true');
  if (query.currentPage > 1) params.set('currentPage', String(query.currentPage));
  if (query.limit !== GROUP_LIST_DEFAULT_SIZE) params.set('limit', String(query.limit));
  return params;
}

/** A filter (or page size) change: the new filters, back on page 1. */
export const withGroupFilter = (
  query: GroupListQuery,
  change: Partial<Omit<GroupListQuery, 'currentPage'>>,
): GroupListQuery => ({ ...query, ...change, currentPage: 1 });
