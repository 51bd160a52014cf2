import { api } from '../../../lib/api-client';
import { DISCUSSION_PAGE_SIZE, type DiscussionListQuery } from '../discussion-query';
import type { Discussion, DiscussionCategory, DiscussionDraft, Page } from './types';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `GET /api/get-discussion-list`: 10 a page, pinned first, filtered as the URL says. */
export const getDiscussionList = (
  query: DiscussionListQuery,
  pid: string | null,
  signal?: AbortSignal,
) =>
  api.get<Page<Discussion>>('/get-discussion-list', {
    params: {
      limit: DISCUSSION_PAGE_SIZE,
      currentPage: query.currentPage,
      cid: query.categoryId,
      pid,
      keyword: query.keyword || null,
      onlyMine: query.onlyMine || null,
    },
    ...withSignal(signal),
  });

/** `GET /api/discussion-category`. */
export const getDiscussionCategories = (signal?: AbortSignal) =>
  api.get<DiscussionCategory[]>('/discussion-category', withSignal(signal));

/** `GET /api/get-discussion-detail` (counts one view). */
export const getDiscussionDetail = (did: number, signal?: AbortSignal) =>
  api.get<Discussion>('/get-discussion-detail', { params: { did }, ...withSignal(signal) });

/** `POST /api/discussion` (new) or `PUT /api/discussion` (edit, with its id). */
export const saveDiscussion = (draft: DiscussionDraft) =>
  draft.id === undefined
    ? api.post<null>('/discussion', draft)
    : api.put<null>('/discussion', draft);

/** `DELETE /api/discussion?did=`. */
export const deleteDiscussion = (did: number) =>
  api.delete<null>('/discussion', { params: { did } });

/** `GET /api/discussion-like`: likes (or unlikes) a discussion. */
export const likeDiscussion = (did: number, toLike: boolean) =>
  api.get<null>('/discussion-like', { params: { did, toLike } });

/** `POST /api/discussion-report`. */
export const reportDiscussion = (did: number, reporter: string, content: string) =>
  api.post<null>('/discussion-report', { did, reporter, content });
