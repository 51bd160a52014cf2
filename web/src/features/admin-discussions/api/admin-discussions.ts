import { api } from '../../../lib/api-client';
import type { AdminDiscussion, DiscussionReport, Page } from './types';

/** Spec 3 section 9: 10 a page. */
export const ADMIN_DISCUSSION_PAGE_SIZE = 10;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `GET /api/get-discussion-list?admin=true`: every discussion, disabled ones included. */
export const getAdminDiscussions = (currentPage: number, keyword: string, signal?: AbortSignal) =>
  api.get<Page<AdminDiscussion>>('/get-discussion-list', {
    params: {
      admin: true,
      limit: ADMIN_DISCUSSION_PAGE_SIZE,
      currentPage,
      keyword: keyword || null,
    },
    ...withSignal(signal),
  });

/** `PUT /api/admin/discussion`: the row with a changed status or pin. */
export const updateAdminDiscussion = (row: AdminDiscussion) =>
  api.put<null>('/admin/discussion', row);

/** `DELETE /api/admin/discussion` with the ids as the body. */
export const deleteAdminDiscussions = (ids: readonly number[]) =>
  api.delete<null>('/admin/discussion', { body: ids });

/** `GET /api/admin/discussion-report`: the report queue, newest first. */
export const getDiscussionReports = (currentPage: number, signal?: AbortSignal) =>
  api.get<Page<DiscussionReport>>('/admin/discussion-report', {
    params: { limit: ADMIN_DISCUSSION_PAGE_SIZE, currentPage },
    ...withSignal(signal),
  });

/** `PUT /api/admin/discussion-report`: marks a report handled (HOJ's boolean status). */
export const markReportHandled = (report: DiscussionReport) =>
  api.put<null>('/admin/discussion-report', {
    id: report.id,
    did: report.did,
    reporter: report.reporter,
    content: report.content,
    status: true,
  });

/** `GET /api/discussion-category`. */
export const getCategories = (signal?: AbortSignal) =>
  api.get<{ id: number; name: string }[]>('/discussion-category', withSignal(signal));

/** `POST /api/discussion-category` (super admin): the whole list; missing ones are removed. */
export const saveCategories = (body: { id?: number; name: string }[]) =>
  api.post<{ id: number; name: string }[]>('/discussion-category', body);
