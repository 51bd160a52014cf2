import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { getAdminAnnouncements } from '../api/get-admin-announcements';
import { saveAnnouncement } from '../api/save-announcement';
import type { AdminAnnouncement, Page } from '../api/types';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/**
 * The admin list: its page (kept in the URL query `currentPage`), loading, reload, and the
 * table's visible switch (saved at once, one request per row at a time).
 */
export function useAnnouncementAdmin() {
  const { _ } = useLingui();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('currentPage'));
  const [version, setVersion] = useState(0);
  const [data, setData] = useState<{ key: string; page: Page<AdminAnnouncement> } | null>(null);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  const key = `${page}:${version}`;
  const reload = useCallback(() => setVersion((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    getAdminAnnouncements(page, controller.signal).then(
      (answer) => setData({ key: `${page}:${version}`, page: answer }),
      () => undefined,
    );
    return () => controller.abort();
  }, [page, version]);

  const goTo = (target: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('currentPage', String(target));
      return next;
    });

  const mark = (id: number, busy: boolean) =>
    setToggling((set) => {
      const next = new Set(set);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const toggle = async ({ id, title, content }: AdminAnnouncement, visible: boolean) => {
    mark(id, true);
    try {
      await saveAnnouncement({ id, title, content, status: visible ? 0 : 1 });
      toast.success(
        _(visible ? 'admin.announcements.now-shown' : 'admin.announcements.now-hidden'),
      );
      reload();
    } catch (failure) {
      toast.error(describeApiError(failure));
    } finally {
      mark(id, false);
    }
  };

  return {
    page,
    rows: data?.page.records ?? [],
    total: data?.page.total ?? 0,
    loading: data?.key !== key,
    toggling,
    toggle,
    goTo,
    reload,
  };
}
