import { api } from '../../../lib/api-client';
import type { Contest, Page } from './types';

/** The group contest list's page size (spec 3 section 2.7: 10 a page). */
export const GROUP_CONTEST_PAGE_SIZE = 10;

/** `GET /api/group/get-contest-list`: a group's visible contests for its members, 10 a page. */
export const getGroupContestList = (gid: number, currentPage: number, signal?: AbortSignal) =>
  api.get<Page<Contest>>('/group/get-contest-list', {
    params: { gid, currentPage, limit: GROUP_CONTEST_PAGE_SIZE },
    silent: true,
    ...(signal ? { signal } : {}),
  });
