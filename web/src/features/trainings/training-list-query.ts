/** The training list's filters and page; all of them live in the URL query (spec 2 section 2). */
export interface TrainingListQuery {
  currentPage: number;
  keyword: string;
  /** A category id, or null for every category. */
  categoryId: number | null;
  /** 'Public' or 'Private', or null for both. */
  auth: TrainingAuthFilter | null;
}

export type TrainingAuthFilter = 'Public' | 'Private';

export const TRAINING_AUTHS: readonly TrainingAuthFilter[] = ['Public', 'Private'];

/** Spec 2 section 9: 15 trainings a page. */
export const TRAINING_PAGE_SIZE = 15;

const positive = (value: string | null): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
};

export function trainingQueryFromParams(params: URLSearchParams): TrainingListQuery {
  const auth = params.get('auth');
  return {
    currentPage: positive(params.get('currentPage')) ?? 1,
    keyword: (params.get('keyword') ?? '').trim(),
    categoryId: positive(params.get('categoryId')),
    auth: TRAINING_AUTHS.find((a) => a === auth) ?? null,
  };
}

/** The URL query of a list state; defaults are left out so plain /training stays plain. */
export function trainingQueryToParams(query: TrainingListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.keyword.trim()) params.set('keyword', query.keyword.trim());
  if (query.categoryId !== null) params.set('categoryId', String(query.categoryId));
  if (query.auth !== null) params.set('auth', query.auth);
  if (query.currentPage > 1) params.set('currentPage', String(query.currentPage));
  return params;
}

/** A filter change: the new filters, back on page 1. */
export const withFilter = (
  query: TrainingListQuery,
  change: Partial<Omit<TrainingListQuery, 'currentPage'>>,
): TrainingListQuery => ({ ...query, ...change, currentPage: 1 });
