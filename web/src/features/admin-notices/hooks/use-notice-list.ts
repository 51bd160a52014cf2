import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getNotices } from '../api/get-notices';
import type { AdminNotice, Page } from '../api/types';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/** One page of the notice list; the page lives in the URL (`currentPage`). */
export function useNoticeList() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('currentPage'));
  const [data, setData] = useState<{ key: string; page: Page<AdminNotice> } | null>(null);
  const [version, setVersion] = useState(0);
  const key = `${page}:${version}`;

  useEffect(() => {
    const controller = new AbortController();
    getNotices(page, controller.signal).then(
      (answer) => setData({ key: `${page}:${version}`, page: answer }),
      () => undefined,
    );
    return () => controller.abort();
  }, [page, version]);

  return {
    page,
    rows: data?.page.records ?? [],
    total: data?.page.total ?? 0,
    loading: data?.key !== key,
    goTo: (target: number) => setParams(target > 1 ? { currentPage: String(target) } : {}),
    reload: useCallback(() => setVersion((n) => n + 1), []),
  };
}
