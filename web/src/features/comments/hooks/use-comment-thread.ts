import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { isLoggedInAtom } from '../../../lib/session';
import { useResource } from '../../../lib/use-resource';
import {
  deleteComment,
  deleteReply,
  getComments,
  getReplies,
  likeComment,
  postComment,
  postReply,
  type ReplyTarget,
} from '../api/comments';
import type { Comment, CommentList, CommentSource, Reply } from '../api/types';
import { mergePage, toggledLikes } from '../comment-model';

interface Thread {
  /** The first-page answer this thread was built from (a new answer starts it again). */
  from: CommentList;
  comments: Comment[];
  likes: Record<string, boolean>;
  total: number;
  page: number;
}

const fromFirstPage = (list: CommentList): Thread => ({
  from: list,
  comments: list.commentList.records,
  likes: { ...(list.commentLikeMap ?? {}) },
  total: list.commentList.total,
  page: 1,
});

export const sourceKey = (source: CommentSource) =>
  source.kind === 'discussion' ? `d${source.did}` : `c${source.cid}`;

const mapComment = (comments: Comment[], id: number, change: (c: Comment) => Comment) =>
  comments.map((c) => (c.id === id ? change(c) : c));

/**
 * A comment thread: the first page from the server, then pages appended by "load more", and
 * the viewer's own changes (posts, deletions, likes, replies) applied to what is shown.
 * `reload` starts again from page 1 (a push said something new was posted).
 */
export function useCommentThread(source: CommentSource) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const first = useResource(`comments:${sourceKey(source)}:${loggedIn}`, (signal) =>
    getComments(source, 1, signal),
  );
  const [thread, setThread] = useState<Thread | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  if (first.data && first.data !== thread?.from) setThread(fromFirstPage(first.data));

  const update = (change: (t: Thread) => Thread) => setThread((t) => (t ? change(t) : t));

  const loadMore = async () => {
    if (!thread || loadingMore) return;
    setLoadingMore(true);
    try {
      const next = await getComments(source, thread.page + 1);
      update((t) => ({
        ...t,
        comments: mergePage(t.comments, next.commentList.records),
        likes: { ...t.likes, ...(next.commentLikeMap ?? {}) },
        total: next.commentList.total,
        page: t.page + 1,
      }));
    } finally {
      setLoadingMore(false);
    }
  };

  const add = async (content: string) => {
    const created = await postComment(source, content);
    update((t) => ({
      ...t,
      comments: [{ ...created, replyList: created.replyList ?? [] }, ...t.comments],
      total: t.total + 1,
    }));
  };

  const remove = async (comment: Comment) => {
    await deleteComment(source, comment);
    update((t) => ({
      ...t,
      comments: t.comments.filter((c) => c.id !== comment.id),
      total: Math.max(0, t.total - 1),
    }));
  };

  const toggleLike = async (comment: Comment) => {
    const liked = !(thread?.likes[String(comment.id)] ?? false);
    await likeComment(source, comment.id, liked);
    update((t) => ({
      ...t,
      likes: { ...t.likes, [String(comment.id)]: liked },
      comments: mapComment(t.comments, comment.id, (c) => ({
        ...c,
        likeNum: toggledLikes(c.likeNum, liked),
      })),
    }));
  };

  const showAllReplies = async (comment: Comment) => {
    const replies = await getReplies(source, comment.id);
    update((t) => ({
      ...t,
      comments: mapComment(t.comments, comment.id, (c) => ({
        ...c,
        replyList: replies,
        totalReplyNum: replies.length,
      })),
    }));
  };

  const reply = async (target: ReplyTarget, content: string) => {
    const created = await postReply(source, target, content);
    update((t) => ({
      ...t,
      comments: mapComment(t.comments, target.commentId, (c) => ({
        ...c,
        replyList: [...c.replyList, created],
        totalReplyNum: c.totalReplyNum + 1,
      })),
    }));
  };

  const removeReply = async (target: Reply) => {
    await deleteReply(source, target);
    update((t) => ({
      ...t,
      comments: mapComment(t.comments, target.commentId, (c) => ({
        ...c,
        replyList: c.replyList.filter((r) => r.id !== target.id),
        totalReplyNum: Math.max(0, c.totalReplyNum - 1),
      })),
    }));
  };

  return {
    thread,
    failed: first.failed && !thread,
    loading: first.loading && !thread,
    loadingMore,
    reload: first.reload,
    loadMore,
    add,
    remove,
    toggleLike,
    showAllReplies,
    reply,
    removeReply,
  };
}

export type CommentThread = ReturnType<typeof useCommentThread>;
