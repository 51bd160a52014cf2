import { assertNever, DomainError, type Decider, type DiscussionEvent } from '@oj/events';
import { discussionLimits as limits, discussionMessages as m } from './discussion.policy.ts';

interface Metadata {
  now: string;
  userId: string;
  /** The actor may delete anyone's here: an admin role, or an admin of the comment's contest. */
  moderator: boolean;
}

/** Where a comment lives: a discussion (`did`) or a contest's Q and A (`cid`). */
export interface CommentPlace {
  did: number | null;
  cid: number | null;
}

const assertContent = (content: string) => {
  if (content.trim() === '') throw new DomainError('invalid', m.commentEmpty);
  if (content.length > limits.comment) throw new DomainError('invalid', m.commentLong);
};

export type CommentState =
  | { status: 'none' }
  | { status: 'active'; id: number; fromUid: string; place: CommentPlace }
  | { status: 'deleted' };

export type CommentCommand =
  | {
      type: 'PostComment';
      data: CommentPlace & { id: number; content: string; fromName: string };
      metadata: Metadata;
    }
  | { type: 'DeleteComment'; data: { id: number }; metadata: Metadata };

/** One comment (stream `comment-<id>`) on a discussion or in a contest's Q and A. */
export const commentDecider: Decider<CommentState, CommentCommand, DiscussionEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, e) => {
    if (e.type === 'CommentPosted')
      return {
        status: 'active',
        id: e.data.id,
        fromUid: e.data.fromUid,
        place: { did: e.data.did, cid: e.data.cid },
      };
    if (e.type === 'CommentDeleted') return { status: 'deleted' };
    return state;
  },
  decide: (c, s) => {
    switch (c.type) {
      case 'PostComment': {
        if (s.status !== 'none') throw new DomainError('conflict', 'The comment already exists');
        if ((c.data.did === null) === (c.data.cid === null))
          throw new DomainError('invalid', m.commentTarget);
        assertContent(c.data.content);
        return [
          {
            type: 'CommentPosted',
            data: { ...c.data, fromUid: c.metadata.userId, at: c.metadata.now },
          },
        ];
      }
      case 'DeleteComment': {
        if (s.status !== 'active') throw new DomainError('not_found', m.commentMissing);
        if (!c.metadata.moderator && s.fromUid !== c.metadata.userId)
          throw new DomainError('forbidden', m.notYours);
        return [
          {
            type: 'CommentDeleted',
            data: {
              id: s.id,
              ...s.place,
              by: c.metadata.userId,
              at: c.metadata.now,
              author: s.fromUid,
            },
          },
        ];
      }
      default:
        return assertNever(c);
    }
  },
};

export type ReplyState =
  | { status: 'none' }
  | {
      status: 'active';
      id: number;
      commentId: number;
      fromUid: string;
      did: number | null;
      cid: number | null;
    }
  | { status: 'deleted' };

export type ReplyCommand =
  | {
      type: 'PostReply';
      data: CommentPlace & {
        id: number;
        commentId: number;
        content: string;
        fromName: string;
        toUid: string;
        toName: string;
      };
      metadata: Metadata;
    }
  | { type: 'DeleteReply'; data: { id: number }; metadata: Metadata };

/** One reply (stream `reply-<id>`) under a comment, naming whom it answers. */
export const replyDecider: Decider<ReplyState, ReplyCommand, DiscussionEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, e) => {
    if (e.type === 'ReplyPosted')
      return {
        status: 'active',
        id: e.data.id,
        commentId: e.data.commentId,
        fromUid: e.data.fromUid,
        did: e.data.did,
        cid: e.data.cid,
      };
    if (e.type === 'ReplyDeleted') return { status: 'deleted' };
    return state;
  },
  decide: (c, s) => {
    switch (c.type) {
      case 'PostReply': {
        if (s.status !== 'none') throw new DomainError('conflict', 'The reply already exists');
        assertContent(c.data.content);
        return [
          {
            type: 'ReplyPosted',
            data: { ...c.data, fromUid: c.metadata.userId, at: c.metadata.now },
          },
        ];
      }
      case 'DeleteReply': {
        if (s.status !== 'active') throw new DomainError('not_found', m.replyMissing);
        if (!c.metadata.moderator && s.fromUid !== c.metadata.userId)
          throw new DomainError('forbidden', m.notYours);
        const { id, commentId, did, cid } = s;
        return [
          {
            type: 'ReplyDeleted',
            data: {
              id,
              commentId,
              did,
              cid,
              by: c.metadata.userId,
              at: c.metadata.now,
              author: s.fromUid,
            },
          },
        ];
      }
      default:
        return assertNever(c);
    }
  },
};
