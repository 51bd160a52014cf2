import { api } from '../../../lib/api-client';
import type { AdminContest, ContestFields, Page } from './types';

/** The admin list's page size (spec 3: paged, default 10). */
export const CONTEST_PAGE_SIZE = 10;

/**
 * `GET /api/admin/contest/get-contest-list`: every contest for root, one's own for other
 * admins; `keyword` matches the title or the author.
 */
export const getContestList = (q: { currentPage: number; keyword: string }, signal?: AbortSignal) =>
  api.get<Page<AdminContest>>('/admin/contest/get-contest-list', {
    params: { currentPage: q.currentPage, limit: CONTEST_PAGE_SIZE, keyword: q.keyword || null },
    ...(signal ? { signal } : {}),
  });

/** `GET /api/admin/contest?cid=`: the whole form, password and account rule included. */
export const getContest = (cid: number, signal?: AbortSignal) =>
  api.get<AdminContest>('/admin/contest', { params: { cid }, ...(signal ? { signal } : {}) });

/**
 * `POST` (new, answers the new id) or `PUT` (edit) `/api/admin/contest`. Silent: the form
 * shows the server's answer itself.
 */
export const saveContest = async (fields: ContestFields, cid?: number): Promise<number> => {
  if (cid === undefined) {
    const created = await api.post<{ id: number }>('/admin/contest', fields, { silent: true });
    return created.id;
  }
  await api.put<null>('/admin/contest', { ...fields, id: cid }, { silent: true });
  return cid;
};

/** `DELETE /api/admin/contest?cid=` (root only); a failure is toasted by the app shell. */
export const deleteContest = (cid: number) =>
  api.delete<null>('/admin/contest', { params: { cid } });

/** `GET /api/admin/contest/clone?cid=`: a copy with the same problems; answers its id. */
export const cloneContest = (cid: number) =>
  api.get<{ id: number }>('/admin/contest/clone', { params: { cid } });

/** `PUT /api/admin/contest/change-contest-visible?cid=&visible=`; the caller toasts. */
export const changeContestVisible = (cid: number, visible: boolean) =>
  api.put<null>('/admin/contest/change-contest-visible', undefined, {
    params: { cid, visible },
    silent: true,
  });
