import { api } from '../../../lib/api-client';
import type { MessageBox, Notice, Page, UserMessage } from './types';

/** Items per page (spec 3 section 9): 6 for comments, replies and likes; 8 for notices. */
export const PAGE_SIZE: Record<MessageBox, number> = {
  comment: 6,
  reply: 6,
  like: 6,
  sys: 8,
  mine: 8,
};

const path: Record<MessageBox, string> = {
  comment: '/msg/comment',
  reply: '/msg/reply',
  like: '/msg/like',
  sys: '/msg/sys',
  mine: '/msg/mine',
};

/**
 * `GET /api/msg/{comment,reply,like,sys,mine}`: one page of a box. Loading it marks the box
 * read at the server, which pushes the new unread counts over the socket.
 */
export function getMessages(
  box: 'comment' | 'reply' | 'like',
  page: number,
  signal: AbortSignal,
): Promise<Page<UserMessage>>;
export function getMessages(
  box: 'sys' | 'mine',
  page: number,
  signal: AbortSignal,
): Promise<Page<Notice>>;
export function getMessages(box: MessageBox, page: number, signal: AbortSignal) {
  return api.get<Page<UserMessage | Notice>>(path[box], {
    params: { currentPage: page, limit: PAGE_SIZE[box] },
    signal,
  });
}
