import { api } from '../../../lib/api-client';
import type { AdminUser, Page, UserListQuery } from './types';

/** The list's page size (spec: admin lists page by 10). */
export const USER_PAGE_SIZE = 10;

/** `GET /api/admin/user/get-user-list`. */
export const getUserList = (q: UserListQuery, signal?: AbortSignal) =>
  api.get<Page<AdminUser>>('/admin/user/get-user-list', {
    params: {
      currentPage: q.currentPage,
      limit: USER_PAGE_SIZE,
      keyword: q.keyword || undefined,
      onlyAdmin: q.onlyAdmin || undefined,
    },
    ...(signal ? { signal } : {}),
  });
