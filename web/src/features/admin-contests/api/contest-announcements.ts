import { api } from '../../../lib/api-client';
import type { ContestAnnouncement, Page } from './types';

export const ANNOUNCEMENT_PAGE_SIZE = 10;

/** `GET /api/admin/contest/announcement?cid=`: newest first. */
export const getContestAnnouncements = (
  q: { cid: number; currentPage: number },
  signal?: AbortSignal,
) =>
  api.get<Page<ContestAnnouncement>>('/admin/contest/announcement', {
    params: { cid: q.cid, currentPage: q.currentPage, limit: ANNOUNCEMENT_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });

/** `POST` (new) or `PUT` (edit, `id` set) `/api/admin/contest/announcement`; silent. */
export const saveContestAnnouncement = (
  cid: number,
  announcement: { id?: number; title: string; content: string },
) =>
  announcement.id === undefined
    ? api.post<null>('/admin/contest/announcement', { cid, announcement }, { silent: true })
    : api.put<null>('/admin/contest/announcement', { cid, announcement }, { silent: true });

/** `DELETE /api/admin/contest/announcement?aid=`; a failure is toasted by the app shell. */
export const deleteContestAnnouncement = (aid: number) =>
  api.delete<null>('/admin/contest/announcement', { params: { aid } });
