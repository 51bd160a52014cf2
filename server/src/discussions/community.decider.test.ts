import { describe, it } from 'vitest';
import type { DiscussionEvent } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import { commentDecider, replyDecider } from './comment.decider.ts';
import { likeDecider, type ToggleLike } from './like.decider.ts';
import { reportDecider } from './report.decider.ts';
import { discussionCategoryDecider } from './discussion-category.decider.ts';
import { discussionMessages as m } from './discussion.policy.ts';

const now = '2026-11-24T08:00:00.000Z';
const md = (userId: string, moderator = false) => ({ now, userId, moderator });

describe('comment and reply deciders', () => {
  const comments = deciderSpec(commentDecider);
  const replies = deciderSpec(replyDecider);
  const posted: DiscussionEvent = {
    type: 'CommentPosted',
    data: { id: 1, did: 5, cid: null, content: 'Hi', fromUid: 'u1', fromName: 'bob', at: now },
  };

  it('posts on a discussion or a contest, within the length limit', () => {
    const post = (
      content: string,
      place = { did: 5 as number | null, cid: null as number | null },
    ) => ({
      type: 'PostComment' as const,
      data: { id: 1, ...place, content, fromName: 'bob' },
      metadata: md('u1'),
    });
    comments.given([]).when(post('Hi')).then([posted]);
    comments.given([]).when(post(' ')).thenFails(m.commentEmpty, 'invalid');
    comments
      .given([])
      .when(post('x'.repeat(10_001)))
      .thenFails(m.commentLong, 'invalid');
    comments
      .given([])
      .when(post('Hi', { did: null, cid: null }))
      .thenFails(m.commentTarget, 'invalid');
  });

  it('deletes own comments; moderators any', () => {
    const del = (userId: string, moderator = false) => ({
      type: 'DeleteComment' as const,
      data: { id: 1 },
      metadata: md(userId, moderator),
    });
    const deleted: DiscussionEvent = {
      type: 'CommentDeleted',
      data: { id: 1, did: 5, cid: null, by: 'u1', at: now, author: 'u1' },
    };
    comments.given([posted]).when(del('u1')).then([deleted]);
    comments.given([posted]).when(del('u2')).thenFails(m.notYours, 'forbidden');
    comments
      .given([posted])
      .when(del('a', true))
      .then([{ ...deleted, data: { ...deleted.data, by: 'a' } }]);
    comments.given([posted, deleted]).when(del('u1')).thenFails(m.commentMissing, 'not_found');
  });

  it('replies naming the person answered, and deletes under the same rule', () => {
    const data = {
      id: 9,
      commentId: 1,
      did: 5,
      cid: null,
      content: 'Thanks',
      fromName: 'al',
      toUid: 'u1',
      toName: 'bob',
    };
    const reply: DiscussionEvent = {
      type: 'ReplyPosted',
      data: { ...data, fromUid: 'u2', at: now },
    };
    replies
      .given([])
      .when({ type: 'PostReply', data, metadata: md('u2') })
      .then([reply]);
    replies
      .given([])
      .when({ type: 'PostReply', data: { ...data, content: '' }, metadata: md('u2') })
      .thenFails(m.commentEmpty);
    replies
      .given([reply])
      .when({ type: 'DeleteReply', data: { id: 9 }, metadata: md('u1') })
      .thenFails(m.notYours, 'forbidden');
    replies
      .given([reply])
      .when({ type: 'DeleteReply', data: { id: 9 }, metadata: md('u2') })
      .then([
        {
          type: 'ReplyDeleted',
          data: { id: 9, commentId: 1, did: 5, cid: null, by: 'u2', at: now, author: 'u2' },
        },
      ]);
    replies
      .given([reply])
      .when({ type: 'DeleteReply', data: { id: 9 }, metadata: md('a', true) })
      .then([
        {
          type: 'ReplyDeleted',
          data: { id: 9, commentId: 1, did: 5, cid: null, by: 'a', at: now, author: 'u2' },
        },
      ]);
  });
});

describe('like decider', () => {
  const spec = deciderSpec(likeDecider);
  const toggle = (toLike: boolean): ToggleLike => ({
    type: 'ToggleLike',
    data: { target: 'comment', targetId: 3, toLike },
    metadata: { now, userId: 'u1' },
  });
  const data = { target: 'comment' as const, targetId: 3, uid: 'u1', at: now };

  it('likes once: a replayed like decides nothing, an unlike takes it back', () => {
    spec
      .given([])
      .when(toggle(true))
      .then([{ type: 'LikeGiven', data }]);
    spec
      .given([{ type: 'LikeGiven', data }])
      .when(toggle(true))
      .then([]);
    spec
      .given([{ type: 'LikeGiven', data }])
      .when(toggle(false))
      .then([{ type: 'LikeWithdrawn', data }]);
    spec.given([]).when(toggle(false)).then([]);
  });
});

describe('report and category deciders', () => {
  it('files a report with a reason, handled once', () => {
    const spec = deciderSpec(reportDecider);
    const file = (content: string) => ({
      type: 'ReportDiscussion' as const,
      data: { id: 2, did: 5, reporter: 'bob', content },
      metadata: { now, userId: 'u2' },
    });
    const filed: DiscussionEvent = {
      type: 'DiscussionReported',
      data: { id: 2, did: 5, reporter: 'bob', content: 'spam', at: now },
    };
    spec.given([]).when(file('spam')).then([filed]);
    spec.given([]).when(file(' ')).thenFails(m.reportReason, 'invalid');
    spec
      .given([])
      .when(file('x'.repeat(201)))
      .thenFails(m.reportLong, 'invalid');
    const handle = {
      type: 'HandleReport' as const,
      data: { id: 2, status: true },
      metadata: { now, userId: 'a' },
    };
    spec
      .given([filed])
      .when(handle)
      .then([{ type: 'DiscussionReportHandled', data: { id: 2, status: true, by: 'a', at: now } }]);
    spec.given([]).when(handle).thenFails(m.reportMissing, 'not_found');
  });

  it('saves the category list as a whole, names required and distinct', () => {
    const spec = deciderSpec(discussionCategoryDecider);
    const save = (categories: { id: number; name: string }[]) => ({
      type: 'SaveDiscussionCategories' as const,
      data: { categories },
      metadata: { now, userId: 'root' },
    });
    const saved: DiscussionEvent = {
      type: 'DiscussionCategoriesSaved',
      data: { categories: [{ id: 1, name: 'General' }], by: 'root', at: now },
    };
    spec
      .given([])
      .when(save([{ id: 1, name: ' General ' }]))
      .then([saved]);
    spec
      .given([saved])
      .when(save([{ id: 1, name: 'General' }]))
      .then([]);
    spec
      .given([])
      .when(save([{ id: 1, name: '' }]))
      .thenFails(m.categoryName, 'invalid');
    spec
      .given([])
      .when(
        save([
          { id: 1, name: 'A' },
          { id: 2, name: 'a' },
        ]),
      )
      .thenFails(m.categoryDuplicate, 'invalid');
  });
});
