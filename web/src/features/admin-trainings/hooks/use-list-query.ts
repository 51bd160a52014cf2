import { useSearchParams } from 'react-router';

/** A whole number of at least 1 from the URL, or 1. */
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/**
 * The admin list's page and keyword, kept in the URL query (other parameters stay); a new
 * keyword goes to page 1.
 */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('currentPage'));
  const keyword = params.get('keyword') ?? '';
  const set = (nextKeyword: string, nextPage: number) => {
    const next = new URLSearchParams(params);
    next.delete('keyword');
    next.delete('currentPage');
    if (nextKeyword) next.set('keyword', nextKeyword);
    if (nextPage > 1) next.set('currentPage', String(nextPage));
    setParams(next);
  };
  return {
    page,
    keyword,
    search: (k: string) => set(k, 1),
    goTo: (p: number) => set(keyword, p),
  };
}
