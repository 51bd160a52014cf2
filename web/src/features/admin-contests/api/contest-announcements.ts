import { api } from '../../../lib/api-client';
import type { ContestAnnouncement, Page } from './types';

export const ANNOUNCEMENT_PAGE_SIZE = 10;

/** `GET /api/admin/contest/announcement?cid=` (or the group's list): newest first. */
export const getContestAnnouncements = (
  q: { cid: number; currentPage: number },
  signal?: AbortSignal,
  gid: number | null = null,
) =>
  api.get<Page<ContestAnnouncement>>(
    gid === null ? '/admin/contest/announcement' : '/group/get-contest-announcement-list',
    {
      params: { cid: q.cid, currentPage: q.currentPage, limit: ANNOUNCEMENT_PAGE_SIZE },
      ...(signal ? { signal } : {}),
    },
  );

/** `POST` (new) or `PUT` (edit, `id` set) the contest announcement (admin or group); silent. */
export const saveContestAnnouncement = (
  cid: number,
  announcement: { id?: number; title: string; content: string },
  gid: number | null = null,
) => {
  const path = gid === null ? '/admin/contest/announcement' : '/group/contest-announcement';
  return announcement.id === undefined
    ? api.post<null>(path, { cid, announcement }, { silent: true })
    : api.put<null>(path, { cid, announcement }, { silent: true });
};

/** `DELETE` a contest announcement (`aid`; the group's API also names the contest). */
export const deleteContestAnnouncement = (aid: number, cid: number, gid: number | null = null) =>
  gid === null
    ? api.delete<null>('/admin/contest/announcement', { params: { aid } })
    : api.delete<null>('/group/contest-announcement', { params: { aid, cid } });
