import { api } from '../../../lib/api-client';
import { CONTEST_PAGE_SIZE, type ContestListQuery } from '../contest-list-query';
import type { Contest, Page } from './types';

/** `GET /api/get-contest-list`: visible site contests, scheduled first, 10 per page. */
export const getContestList = (query: ContestListQuery, signal?: AbortSignal) =>
  api.get<Page<Contest>>('/get-contest-list', {
    params: {
      currentPage: query.currentPage,
      limit: CONTEST_PAGE_SIZE,
      status: query.status ?? undefined,
      keyword: query.keyword || undefined,
      type: query.type ?? undefined,
    },
    silent: true,
    ...(signal ? { signal } : {}),
  });
