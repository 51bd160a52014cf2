import { api } from '../../../lib/api-client';
import { GROUP_LIST_SIZES, type GroupListQuery } from '../group-list-query';
import type { Group, GroupAnnouncement, GroupForm, GroupMember, Page } from './types';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `GET /api/get-group-list`: visible groups, filtered as the URL says. */
export const getGroupList = (query: GroupListQuery, signal?: AbortSignal) =>
  api.get<Page<Group>>('/get-group-list', {
    params: {
      currentPage: query.currentPage,
      limit: GROUP_LIST_SIZES.includes(query.limit) ? query.limit : 15,
      keyword: query.keyword || null,
      auth: query.auth,
      onlyMine: query.onlyMine || null,
    },
    ...withSignal(signal),
  });

/** `GET /api/get-group-detail`. */
export const getGroupDetail = (gid: number, signal?: AbortSignal) =>
  api.get<Group>('/get-group-detail', { params: { gid }, ...withSignal(signal) });

/** `GET /api/get-group-auth`: the viewer's member auth (0 none, 1 applying, 2 refused, 3-5). */
export const getGroupAuth = (gid: number, signal?: AbortSignal) =>
  api.get<number | null>('/get-group-auth', { params: { gid }, ...withSignal(signal) });

/** `GET /api/get-group-access`: whether the viewer may open the group's tabs. */
export const getGroupAccess = (gid: number, signal?: AbortSignal) =>
  api.get<{ access: boolean }>('/get-group-access', { params: { gid }, ...withSignal(signal) });

/** `POST /api/group`: creates a group (public groups send no code). */
export const createGroup = (form: GroupForm) =>
  api.post<null>('/group', { ...form, code: form.auth === 1 ? null : form.code }, { silent: true });

/** `DELETE /api/group`: disbands the group (owner or super admin). */
export const disbandGroup = (gid: number) => api.delete<null>('/group', { params: { gid } });

/** `POST /api/group/member`: applies to (or, public, joins) a group. */
export const applyGroup = (gid: number, reason: string, code: string) =>
  api.post<null>('/group/member', undefined, {
    params: { gid, reason: reason || null, code: code || null },
    silent: true,
  });

/** `DELETE /api/group/member/exit`: leaves the group. */
export const exitGroup = (gid: number) =>
  api.delete<null>('/group/member/exit', { params: { gid } });

type MemberListKind = 'member' | 'apply';

/** `GET /api/group/get-member-list` or `get-apply-list`, 10 a page. */
export const getMemberList = (
  kind: MemberListKind,
  gid: number,
  currentPage: number,
  signal?: AbortSignal,
) =>
  api.get<Page<GroupMember>>(`/group/get-${kind}-list`, {
    params: { gid, currentPage, limit: 10 },
    ...withSignal(signal),
  });

/** `PUT /api/group/member`: changes a member's auth (also approves 3 and refuses 2). */
export const updateMemberAuth = (gid: number, uid: string, auth: number) =>
  api.put<null>('/group/member', { gid, uid, auth });

/** `DELETE /api/group/member`: removes a member (kick). */
export const kickMember = (gid: number, uid: string) =>
  api.delete<null>('/group/member', { params: { gid, uid } });

/** `GET /api/group/get-announcement-list` (members) or `get-admin-announcement-list`. */
export const getAnnouncementList = (
  admin: boolean,
  gid: number,
  currentPage: number,
  limit: number,
  signal?: AbortSignal,
) =>
  api.get<Page<GroupAnnouncement>>(
    admin ? '/group/get-admin-announcement-list' : '/group/get-announcement-list',
    { params: { gid, currentPage, limit }, ...withSignal(signal) },
  );

/** `POST` (new) or `PUT` (with id) `/api/group/announcement`. */
export const saveAnnouncement = (
  gid: number,
  a: { id?: number; title: string; content: string; status: number },
) =>
  a.id === undefined
    ? api.post<null>('/group/announcement', { ...a, gid }, { silent: true })
    : api.put<null>('/group/announcement', { ...a, gid }, { silent: true });

/** `DELETE /api/group/announcement`. */
export const deleteAnnouncement = (aid: number) =>
  api.delete<null>('/group/announcement', { params: { aid } });
