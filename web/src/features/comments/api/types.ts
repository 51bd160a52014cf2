/** Where a comment thread hangs: a discussion, or a contest's Q and A. */
export type CommentSource = { kind: 'discussion'; did: number } | { kind: 'contest'; cid: number };

/** ReplyVO: one answer under a comment, naming whom it answers (`toName`). */
export interface Reply {
  id: number;
  commentId: number;
  fromUid: string;
  fromName: string;
  fromAvatar?: string | null;
  fromRole?: string | null;
  fromTitleName?: string | null;
  fromTitleColor?: string | null;
  toUid?: string | null;
  toName?: string | null;
  toAvatar?: string | null;
  content: string;
  gmtCreate: string;
}

/** CommentVO: a comment with its first replies (`replyList`) and the number of all of them. */
export interface Comment {
  id: number;
  content: string;
  fromUid: string;
  fromName: string;
  fromAvatar?: string | null;
  fromRole?: string | null;
  fromTitleName?: string | null;
  fromTitleColor?: string | null;
  likeNum: number;
  totalReplyNum: number;
  gmtCreate: string;
  replyList: Reply[];
}

export interface Page<T> {
  records: T[];
  total: number;
  current?: number;
  size?: number;
}

/** CommentListVO: one page of comments and which of them the viewer liked (ids as keys). */
export interface CommentList {
  commentList: Page<Comment>;
  commentLikeMap: Record<string, boolean> | null;
}
