import { api } from '../../../lib/api-client';
import type { AdminAnnouncement, Page } from './types';

/** The admin list's page size (spec 3: paged, default 10). */
export const ADMIN_PAGE_SIZE = 10;

/** `GET /api/admin/announcement`: every site-wide announcement, hidden ones too. */
export const getAdminAnnouncements = (currentPage: number, signal?: AbortSignal) =>
  api.get<Page<AdminAnnouncement>>('/admin/announcement', {
    params: { currentPage, limit: ADMIN_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
