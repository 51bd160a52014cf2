import { api } from '../../../lib/api-client';
import { COMMENT_PAGE_SIZE } from '../comment-model';
import type { Comment, CommentList, CommentSource, Reply } from './types';

const sourceParams = (source: CommentSource) =>
  source.kind === 'discussion' ? { did: source.did } : { cid: source.cid };

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `GET /api/comments`: one page (10) of a discussion's or contest's comments. */
export const getComments = (source: CommentSource, currentPage: number, signal?: AbortSignal) =>
  api.get<CommentList>('/comments', {
    params: { ...sourceParams(source), limit: COMMENT_PAGE_SIZE, currentPage },
    ...withSignal(signal),
  });

/** `POST /api/comment`: answers the new comment (CommentVO). */
export const postComment = (source: CommentSource, content: string) =>
  api.post<Comment>('/comment', { ...sourceParams(source), content });

/** `DELETE /api/comment` with the comment as the body (HOJ's shape). */
export const deleteComment = (source: CommentSource, comment: Comment) =>
  api.delete<null>('/comment', {
    body: { ...sourceParams(source), id: comment.id, fromUid: comment.fromUid },
  });

/** `GET /api/comment-like`: likes (or unlikes) a comment; the source says where it was. */
export const likeComment = (source: CommentSource, commentId: number, toLike: boolean) =>
  api.get<null>('/comment-like', {
    params: {
      cid: commentId,
      toLike,
      sourceId: source.kind === 'discussion' ? source.did : source.cid,
      sourceType: source.kind === 'discussion' ? 'Discussion' : 'Contest',
    },
  });

/** `GET /api/reply`: every reply of a comment ("show all"). */
export const getReplies = (source: CommentSource, commentId: number) =>
  api.get<Reply[]>('/reply', {
    params: { commentId, ...(source.kind === 'contest' ? { cid: source.cid } : {}) },
  });

/** Whom a reply answers: the comment's author, or the author of one of its replies. */
export interface ReplyTarget {
  commentId: number;
  toUid: string;
  toName: string;
  toAvatar?: string | null | undefined;
  quoteId: number;
  quoteType: 'Comment' | 'Reply';
}

/** `POST /api/reply` (ReplyDTO): answers the new reply (ReplyVO). */
export const postReply = (source: CommentSource, target: ReplyTarget, content: string) =>
  api.post<Reply>('/reply', {
    reply: {
      commentId: target.commentId,
      toUid: target.toUid,
      toName: target.toName,
      toAvatar: target.toAvatar ?? null,
      content,
    },
    did: source.kind === 'discussion' ? source.did : null,
    quoteId: target.quoteId,
    quoteType: target.quoteType,
  });

/** `DELETE /api/reply` (ReplyDTO with the reply). */
export const deleteReply = (source: CommentSource, reply: Reply) =>
  api.delete<null>('/reply', {
    body: {
      reply: { id: reply.id, commentId: reply.commentId, fromUid: reply.fromUid },
      did: source.kind === 'discussion' ? source.did : null,
    },
  });
