import { api, downloadFile } from '../../../lib/api-client';
import type { AdminContest, ContestFields, Page } from './types';

/** The admin list's page size (spec 3: paged, default 10). */
export const CONTEST_PAGE_SIZE = 10;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/**
 * `GET /api/admin/contest/get-contest-list`: every contest for root, one's own for other
 * admins; `keyword` matches the title or the author.
 */
export const getContestList = (q: { currentPage: number; keyword: string }, signal?: AbortSignal) =>
  api.get<Page<AdminContest>>('/admin/contest/get-contest-list', {
    params: { currentPage: q.currentPage, limit: CONTEST_PAGE_SIZE, keyword: q.keyword || null },
    ...withSignal(signal),
  });

/** `GET /api/group/get-admin-contest-list?gid=`: every contest of the group, hidden ones too. */
export const getGroupAdminContestList = (gid: number, currentPage: number, signal?: AbortSignal) =>
  api.get<Page<AdminContest>>('/group/get-admin-contest-list', {
    params: { gid, currentPage, limit: CONTEST_PAGE_SIZE },
    ...withSignal(signal),
  });

/**
 * `GET /api/admin/contest?cid=` (or `/api/group/contest` for a group's): the whole form,
 * password and account rule included.
 */
export const getContest = (cid: number, signal?: AbortSignal, gid: number | null = null) =>
  api.get<AdminContest>(gid === null ? '/admin/contest' : '/group/contest', {
    params: { cid },
    ...withSignal(signal),
  });

/**
 * `POST` (new) or `PUT` (edit) `/api/admin/contest`, or `/api/group/contest` with the group
 * (as HOJ's client sends it, a string). Silent: the form shows the server's answer itself.
 */
export const saveContest = async (
  fields: ContestFields,
  cid?: number,
  gid: number | null = null,
): Promise<void> => {
  if (gid !== null) {
    const body = { ...fields, gid: String(gid), ...(cid === undefined ? {} : { id: cid }) };
    if (cid === undefined) await api.post<null>('/group/contest', body, { silent: true });
    else await api.put<null>('/group/contest', body, { silent: true });
    return;
  }
  if (cid === undefined) await api.post<{ id: number }>('/admin/contest', fields, { silent: true });
  else await api.put<null>('/admin/contest', { ...fields, id: cid }, { silent: true });
};

/** `DELETE /api/admin/contest?cid=` (root) or `/api/group/contest`; failures are toasted. */
export const deleteContest = (cid: number, gid: number | null = null) =>
  api.delete<null>(gid === null ? '/admin/contest' : '/group/contest', { params: { cid } });

/** `GET /api/admin/contest/clone?cid=`: a copy with the same problems; answers its id. */
export const cloneContest = (cid: number) =>
  api.get<{ id: number }>('/admin/contest/clone', { params: { cid } });

/** `PUT .../change-contest-visible?cid=&visible=` (admin or group); the caller toasts. */
export const changeContestVisible = (cid: number, visible: boolean, gid: number | null = null) =>
  api.put<null>(
    gid === null ? '/admin/contest/change-contest-visible' : '/group/change-contest-visible',
    undefined,
    { params: { cid, visible }, silent: true },
  );

/**
 * `GET /api/file/download-contest-ac-submission`: a zip of the contest's accepted code, one
 * folder per user or per problem, without its admins' runs if asked; saved through a link.
 */
export async function downloadAcSubmissions(
  cid: number,
  o: { excludeAdmin: boolean; splitType: 'user' | 'problem' },
): Promise<void> {
  const { blob, filename } = await downloadFile('/file/download-contest-ac-submission', {
    cid,
    excludeAdmin: o.excludeAdmin,
    splitType: o.splitType,
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
