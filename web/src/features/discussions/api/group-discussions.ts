import { api } from '../../../lib/api-client';
import { DISCUSSION_PAGE_SIZE } from '../discussion-query';
import type { Discussion, DiscussionDraft, Page } from './types';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `GET /api/group/get-discussion-list`: a group's normal discussions, 10 a page. */
export const getGroupDiscussionList = (
  gid: number,
  currentPage: number,
  pid: string | null,
  signal?: AbortSignal,
) =>
  api.get<Page<Discussion>>('/group/get-discussion-list', {
    params: { gid, currentPage, limit: DISCUSSION_PAGE_SIZE, pid },
    ...withSignal(signal),
  });

/** `GET /api/group/get-admin-discussion-list`: every discussion of the group (its admins). */
export const getGroupAdminDiscussionList = (
  gid: number,
  currentPage: number,
  signal?: AbortSignal,
) =>
  api.get<Page<Discussion>>('/group/get-admin-discussion-list', {
    params: { gid, currentPage, limit: DISCUSSION_PAGE_SIZE },
    ...withSignal(signal),
  });

/**
 * `POST /api/group/discussion` (new) or `PUT` (edit, with its id), with the group's id; silent:
 * the form dialog shows the server's answer.
 */
export const saveGroupDiscussion = (gid: number, draft: DiscussionDraft) =>
  draft.id === undefined
    ? api.post<null>('/group/discussion', { ...draft, gid }, { silent: true })
    : api.put<null>('/group/discussion', { ...draft, gid }, { silent: true });

/** `PUT /api/group/discussion` from the admin table: the whole row with a switch flipped. */
export const updateGroupDiscussion = (row: Discussion) => api.put<null>('/group/discussion', row);

/** `DELETE /api/group/discussion?did=`. */
export const deleteGroupDiscussion = (did: number) =>
  api.delete<null>('/group/discussion', { params: { did } });
