import { api } from '../../../lib/api-client';
import type { Announcement, Page } from './types';

/** The spec's announcement page size. */
export const ANNOUNCEMENT_PAGE_SIZE = 5;

/** `GET /api/get-common-announcement`: visible site-wide announcements, newest first. */
export const getCommonAnnouncement = (currentPage: number, signal?: AbortSignal) =>
  api.get<Page<Announcement>>('/get-common-announcement', {
    params: { currentPage, limit: ANNOUNCEMENT_PAGE_SIZE },
    silent: true,
    ...(signal ? { signal } : {}),
  });
