import { api } from '../../../lib/api-client';
import type { AdminNotice, Page } from './types';

export const NOTICE_PAGE_SIZE = 10;

/** `GET /api/admin/msg/notice`: every notice, newest first. */
export const getNotices = (currentPage: number, signal?: AbortSignal) =>
  api.get<Page<AdminNotice>>('/admin/msg/notice', {
    params: { currentPage, limit: NOTICE_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
