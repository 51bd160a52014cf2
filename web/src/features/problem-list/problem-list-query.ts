import type { QueryValue } from '../../lib/api-client';

/** The problem list's filters; all of them live in the URL query (spec section 2). */
export interface ProblemListFilters {
  keyword: string;
  difficulty: number | null;
  /** 'All', 'Mine' (this site's problems) or a remote judge name. */
  oj: string;
  tagIds: number[];
  page: number;
  limit: number;
}

export const DEFAULT_LIMIT = 30;
export const DEFAULT_OJ = 'All';
export const REMOTE_OJS = ['HDU', 'CF', 'GYM', 'POJ', 'SPOJ', 'AC', 'LIBRE'] as const;

const positiveInt = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** `tagId` is a JSON array in the URL (`[3,7]`); a bare comma list is accepted too. */
export function parseTagIds(value: string | null): number[] {
  if (!value) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    raw = value.split(',');
  }
  const list = Array.isArray(raw) ? (raw as unknown[]) : [raw];
  const ids = list.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}

export function filtersFromQuery(params: URLSearchParams): ProblemListFilters {
  const difficulty = params.get('difficulty');
  const level = difficulty === null || difficulty === '' ? NaN : Number(difficulty);
  return {
    keyword: params.get('keyword') ?? '',
    difficulty: [0, 1, 2].includes(level) ? level : null,
    oj: params.get('oj') || DEFAULT_OJ,
    tagIds: parseTagIds(params.get('tagId')),
    page: positiveInt(params.get('currentPage'), 1),
    limit: positiveInt(params.get('limit'), DEFAULT_LIMIT),
  };
}

/** The URL query of some filters; defaults are left out so plain /problem stays plain. */
export function filtersToQuery(filters: ProblemListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyword.trim()) params.set('keyword', filters.keyword.trim());
  if (filters.difficulty !== null) params.set('difficulty', String(filters.difficulty));
  if (filters.oj && filters.oj !== DEFAULT_OJ) params.set('oj', filters.oj);
  if (filters.tagIds.length > 0) params.set('tagId', JSON.stringify(filters.tagIds));
  if (filters.page > 1) params.set('currentPage', String(filters.page));
  if (filters.limit !== DEFAULT_LIMIT) params.set('limit', String(filters.limit));
  return params;
}

/** The oj value the server calls expect: the site's own problems are `ME`. */
export const ojForApi = (oj: string) => (oj === 'Mine' ? 'ME' : oj);

/** Tags exist per judge; 'All' shows this site's tags. */
export const ojForTags = (oj: string) => (oj === 'Mine' || oj === DEFAULT_OJ ? 'ME' : oj);

/** The `get-problem-list` parameters: tag ids as a comma string. */
export function filtersToRequest(filters: ProblemListFilters): Record<string, QueryValue> {
  return {
    keyword: filters.keyword.trim() || undefined,
    difficulty: filters.difficulty ?? undefined,
    oj: ojForApi(filters.oj),
    tagId: filters.tagIds.length > 0 ? filters.tagIds.join(',') : undefined,
    currentPage: filters.page,
    limit: filters.limit,
  };
}
