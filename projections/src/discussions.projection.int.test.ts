import { describe, expect, it } from 'vitest';
import {
  commentStream,
  discussionCategoriesStream,
  discussionReportStream,
  discussionStream,
  discussionViewsStream,
  likeStream,
  replyStream,
  type EventStore,
} from '@oj/events';
import { type TestDatabase } from '@oj/events/testing';
import { prepareProjections } from './runner.ts';
import { dumpTable, runToHead, useStoreDatabase } from '../test-kit/index.ts';
import { discussionsProjection } from './discussions.projection.ts';
import type { AnyProjection } from './define-projection.ts';

const projections = [discussionsProjection] as unknown as AnyProjection[];
const tables = [
  ['read.discussion_categories', 'id'],
  ['read.discussions', 'id'],
  ['read.comments', 'id'],
  ['read.replies', 'id'],
  ['read.likes', 'target, target_id, uid'],
  ['read.discussion_reports', 'id'],
] as const;
let db: TestDatabase;
let store: EventStore;

useStoreDatabase((d, s) => {
  db = d;
  store = s;
});

const at = (minute: number) => `2026-11-24T08:${String(minute).padStart(2, '0')}:00.000Z`;
const text = { title: 'Fast IO', description: 'scanf', content: '# md', pid: null };
const counts = async (id: number) =>
  (
    await db.sql<{ view_num: number; like_num: number; comment_num: number }[]>`
      SELECT view_num, like_num, comment_num FROM read.discussions WHERE id = ${id}`
  )[0];

describe('discussions projection', () => {
  it('keeps categories, discussions, counts of comments, replies, likes and views', async () => {
    await store.append(discussionCategoriesStream(), [
      {
        type: 'DiscussionCategoriesSaved',
        data: {
          categories: [
            { id: 1, name: 'General' },
            { id: 2, name: 'Old' },
          ],
          by: 'r',
          at: at(0),
        },
      },
      {
        type: 'DiscussionCategoriesSaved',
        data: {
          categories: [
            { id: 1, name: 'Talk' },
            { id: 3, name: 'Help' },
          ],
          by: 'r',
          at: at(1),
        },
      },
    ]);
    await store.append(discussionStream(10), [
      {
        type: 'DiscussionCreated',
        data: {
          id: 10,
          categoryId: 1,
          ...text,
          topPriority: false,
          gid: null,
          uid: 'u1',
          author: 'alice',
          at: at(2),
        },
      },
      {
        type: 'DiscussionEdited',
        data: {
          id: 10,
          categoryId: 3,
          ...text,
          title: 'Faster IO',
          topPriority: true,
          by: 'u1',
          at: at(3),
        },
      },
    ]);
    await store.append(discussionViewsStream(10), [
      { type: 'DiscussionViewed', data: { id: 10, at: at(4) } },
      { type: 'DiscussionViewed', data: { id: 10, at: at(4) } },
    ]);
    await store.append(commentStream(20), [
      {
        type: 'CommentPosted',
        data: {
          id: 20,
          did: 10,
          cid: null,
          content: 'Nice',
          fromUid: 'u2',
          fromName: 'bob',
          at: at(5),
        },
      },
    ]);
    await store.append(commentStream(21), [
      {
        type: 'CommentPosted',
        data: {
          id: 21,
          did: 10,
          cid: null,
          content: 'Meh',
          fromUid: 'u3',
          fromName: 'carol',
          at: at(5),
        },
      },
    ]);
    await store.append(replyStream(30), [
      {
        type: 'ReplyPosted',
        data: {
          id: 30,
          commentId: 20,
          did: 10,
          cid: null,
          content: 'Thanks',
          fromUid: 'u1',
          fromName: 'alice',
          toUid: 'u2',
          toName: 'bob',
          at: at(6),
        },
      },
    ]);
    await store.append(replyStream(31), [
      {
        type: 'ReplyPosted',
        data: {
          id: 31,
          commentId: 21,
          did: 10,
          cid: null,
          content: '?',
          fromUid: 'u1',
          fromName: 'alice',
          toUid: 'u3',
          toName: 'carol',
          at: at(6),
        },
      },
    ]);
    await store.append(likeStream('discussion', 10, 'u2'), [
      { type: 'LikeGiven', data: { target: 'discussion', targetId: 10, uid: 'u2', at: at(7) } },
    ]);
    await store.append(likeStream('comment', 20, 'u1'), [
      { type: 'LikeGiven', data: { target: 'comment', targetId: 20, uid: 'u1', at: at(7) } },
      { type: 'LikeWithdrawn', data: { target: 'comment', targetId: 20, uid: 'u1', at: at(8) } },
      { type: 'LikeGiven', data: { target: 'comment', targetId: 20, uid: 'u1', at: at(9) } },
    ]);
    await store.append(commentStream(21), [
      { type: 'CommentDeleted', data: { id: 21, did: 10, cid: null, by: 'u3', at: at(10) } },
    ]);
    await store.append(discussionReportStream(40), [
      {
        type: 'DiscussionReported',
        data: { id: 40, did: 10, reporter: 'bob', content: 'spam', at: at(11) },
      },
      { type: 'DiscussionReportHandled', data: { id: 40, status: true, by: 'r', at: at(12) } },
    ]);
    await runToHead(db.sql, store, projections);
    expect(await db.sql`SELECT id, name FROM read.discussion_categories ORDER BY id`).toEqual([
      { id: 1, name: 'Talk' },
      { id: 3, name: 'Help' },
    ]);
    const [d] = await db.sql`SELECT title, category_id, top_priority FROM read.discussions`;
    expect(d).toEqual({ title: 'Faster IO', category_id: 3, top_priority: true });
    expect(await counts(10)).toEqual({ view_num: 2, like_num: 1, comment_num: 2 });
    expect(await db.sql`SELECT id, like_num FROM read.comments`).toEqual([{ id: 20, like_num: 1 }]);
    expect(await db.sql`SELECT id FROM read.replies`).toEqual([{ id: 30 }]);
    expect(await db.sql`SELECT status FROM read.discussion_reports`).toEqual([{ status: true }]);
  });

  it('tells the contest room about its Q and A, nobody about site discussions', () => {
    const base = {
      streamId: 'comment-1',
      revision: 0,
      position: 1,
      createdAt: at(0),
      metadata: {},
    };
    const comment = {
      id: 1,
      did: null,
      cid: 7,
      content: 'Q',
      fromUid: 'u',
      fromName: 'u',
      at: at(0),
    };
    const notify = discussionsProjection.notify!;
    expect(notify({ ...base, type: 'CommentPosted', data: comment } as never)).toEqual([
      expect.objectContaining({
        room: 'contest:7',
        event: 'contest:comment',
        payload: { cid: 7, commentId: 1, replyId: null },
      }),
    ]);
    expect(
      notify({ ...base, type: 'CommentPosted', data: { ...comment, cid: null, did: 3 } } as never),
    ).toEqual([]);
  });

  it('deletes a discussion with its comments, replies and reports', async () => {
    await store.append(discussionStream(11), [
      {
        type: 'DiscussionCreated',
        data: {
          id: 11,
          categoryId: 1,
          ...text,
          topPriority: false,
          gid: null,
          uid: 'u1',
          author: 'alice',
          at: at(13),
        },
      },
    ]);
    await store.append(commentStream(22), [
      {
        type: 'CommentPosted',
        data: {
          id: 22,
          did: 11,
          cid: null,
          content: 'x',
          fromUid: 'u2',
          fromName: 'bob',
          at: at(14),
        },
      },
    ]);
    await store.append(discussionStream(11), [
      {
        type: 'DiscussionModerated',
        data: { id: 11, status: 1, topPriority: true, by: 'r', at: at(15) },
      },
      { type: 'DiscussionDeleted', data: { id: 11, by: 'r', at: at(16) } },
    ]);
    await runToHead(db.sql, store, projections);
    expect(await db.sql`SELECT id FROM read.discussions WHERE id = 11`).toEqual([]);
    expect(await db.sql`SELECT id FROM read.comments WHERE did = 11`).toEqual([]);
  });

  it('gives identical rows when rebuilt from scratch', async () => {
    const dump = () => Promise.all(tables.map(([t, o]) => dumpTable(db.sql, t, o)));
    const before = await dump();
    await prepareProjections(db.sql, projections, ['discussions']);
    await runToHead(db.sql, store, projections);
    expect(await dump()).toEqual(before);
  });
});
