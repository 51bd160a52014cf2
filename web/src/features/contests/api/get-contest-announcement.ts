import { api } from '../../../lib/api-client';
import type { ContestAnnouncement, Page } from './types';

/** Announcements per page (spec section 9). */
export const CONTEST_ANNOUNCEMENT_PAGE_SIZE = 5;

/** `GET /api/get-contest-announcement`: newest first. */
export const getContestAnnouncement = (cid: number, currentPage: number, signal?: AbortSignal) =>
  api.get<Page<ContestAnnouncement>>('/get-contest-announcement', {
    params: { cid, currentPage, limit: CONTEST_ANNOUNCEMENT_PAGE_SIZE },
    silent: true,
    ...(signal ? { signal } : {}),
  });
