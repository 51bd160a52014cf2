import { BOARD_PAGE_SIZES, DEFAULT_BOARD_PAGE_SIZE } from './api/types';

/** What a board keeps in the URL query (spec: filters and pages live in the query). */
export interface BoardUrlQuery {
  currentPage: number;
  limit: number;
  keyword: string;
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function boardQueryFromParams(params: URLSearchParams): BoardUrlQuery {
  const limit = positive(params.get('limit'), DEFAULT_BOARD_PAGE_SIZE);
  return {
    currentPage: positive(params.get('currentPage'), 1),
    // Only the sizes the server accepts; anything else falls back to the default.
    limit: (BOARD_PAGE_SIZES as readonly number[]).includes(limit)
      ? limit
      : DEFAULT_BOARD_PAGE_SIZE,
    keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
  };
}

/** The query for `q`, keeping other parameters (like `l`) and leaving defaults out. */
export function boardQueryToParams(q: BoardUrlQuery, base: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  const put = (name: string, value: string | null) => {
    if (value === null) next.delete(name);
    else next.set(name, value);
  };
  put('currentPage', q.currentPage > 1 ? String(q.currentPage) : null);
  put('limit', q.limit !== DEFAULT_BOARD_PAGE_SIZE ? String(q.limit) : null);
  put('keyword', q.keyword !== '' ? q.keyword : null);
  return next;
}
