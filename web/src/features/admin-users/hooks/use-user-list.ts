import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getUserList } from '../api/get-user-list';
import type { AdminUser, Page, UserListQuery } from '../api/types';

/**
 * The user list and its filters, which live in the URL (currentPage, keyword, onlyAdmin); a
 * filter change goes back to page 1.
 */
export function useUserList() {
  const [params, setParams] = useSearchParams();
  const query: UserListQuery = {
    currentPage: Math.max(1, Number.parseInt(params.get('currentPage') ?? '1', 10) || 1),
    keyword: params.get('keyword') ?? '',
    onlyAdmin: params.get('onlyAdmin') === 'true',
  };
  const { currentPage, keyword, onlyAdmin } = query;
  const [data, setData] = useState<{ key: string; page: Page<AdminUser> } | null>(null);
  const [version, setVersion] = useState(0);
  const key = `${currentPage}:${keyword}:${onlyAdmin}:${version}`;

  useEffect(() => {
    const controller = new AbortController();
    getUserList({ currentPage, keyword, onlyAdmin }, controller.signal).then(
      (page) => setData({ key, page }),
      () => undefined,
    );
    return () => controller.abort();
  }, [key, currentPage, keyword, onlyAdmin]);

  const update = (changes: Partial<UserListQuery>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries({ currentPage: 1, ...changes }))
        if (value === '' || value === false || value === 1) next.delete(name);
        else next.set(name, String(value));
      return next;
    });

  return {
    query,
    update,
    rows: data?.page.records ?? [],
    total: data?.page.total ?? 0,
    loading: data?.key !== key,
    reload: useCallback(() => setVersion((n) => n + 1), []),
  };
}
