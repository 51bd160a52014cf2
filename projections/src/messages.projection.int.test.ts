import { describe, expect, it } from 'vitest';
import { realtimeChannel, type EventStore, type NewEvent } from '@oj/events';
import { type TestDatabase } from '@oj/events/testing';
import type { AnyProjection } from './define-projection.ts';
import { messagesProjection } from './messages.projection.ts';
import { unreadCountsSql } from './messages-unread.ts';
import { prepareProjections } from './runner.ts';
import { dumpTable, runToHead, useStoreDatabase } from '../test-kit/index.ts';

const projections = [messagesProjection] as unknown as AnyProjection[];
const tables = [
  ['read.user_messages', 'id'],
  ['read.sys_notices', 'id'],
  ['read.message_inboxes', 'uid'],
  ['read.notice_hidden', 'uid, notice_id'],
] as const;
let db: TestDatabase;
let store: EventStore;

useStoreDatabase((d, s) => {
  db = d;
  store = s;
});

const append = (stream: string, ...events: NewEvent[]) => store.append(stream, events);
const registered = (uid: string, at: string): NewEvent => ({
  type: 'UserRegistered',
  data: {
    uid,
    username: uid,
    email: `${uid}@example.com`,
    passwordHash: 'h',
    role: 'user',
    roleId: 1002,
    registeredAt: at,
  },
});
const delivered = (id: number, kind: 'comment' | 'reply' | 'like', to: string): NewEvent => ({
  type: 'UserMessageDelivered',
  data: {
    id,
    kind,
    recipientId: to,
    senderId: 'bob',
    senderUsername: 'bob',
    sourceType: 'Discussion',
    sourceId: 7,
    sourceTitle: 'Two pointers',
    sourceContent: 'Nice idea',
    quoteId: null,
    quoteType: null,
    quoteContent: '',
    url: '/discussion-detail/7',
    at: '2026-11-02T10:00:00.000Z',
  },
});
const notice = (id: number, type: 'Sys' | 'Mine', at: string, recipientId: string | null = null) =>
  ({
    type: 'AdminNoticeCreated',
    data: {
      id,
      title: `Notice ${id}`,
      content: '**hi**',
      type,
      recipientId,
      adminId: 'root',
      adminUsername: 'root',
      at,
    },
  }) satisfies NewEvent;
const counts = async (uid: string) => (await db.sql.unsafe(unreadCountsSql, [uid]))[0];

describe('messages projection', () => {
  it('counts unread messages per box and applies reads, cleans and withdrawals', async () => {
    await append('user-alice', registered('alice', '2026-11-01T00:00:00.000Z'));
    await append('notice-1', notice(1, 'Sys', '2026-10-01T00:00:00.000Z'));
    await append('userMessage-10', delivered(10, 'comment', 'alice'));
    await append('userMessage-11', delivered(11, 'comment', 'alice'));
    await append('userMessage-12', delivered(12, 'like', 'alice'));
    await append('notice-2', notice(2, 'Sys', '2026-11-03T00:00:00.000Z'));
    await append('notice-3', notice(3, 'Sys', '2026-11-03T01:00:00.000Z'));
    await append('notice-4', notice(4, 'Mine', '2026-11-03T02:00:00.000Z', 'alice'));
    await append('notice-5', notice(5, 'Mine', '2026-11-03T03:00:00.000Z', 'carol'));
    await runToHead(db.sql, store, projections);
    // Notice 1 predates alice's account; notice 5 is carol's.
    expect(await counts('alice')).toEqual({ comment: 2, reply: 0, like: 1, sys: 2, mine: 1 });

    const at = '2026-11-04T00:00:00.000Z';
    await append('inbox-alice', {
      type: 'MessagesRead',
      data: { uid: 'alice', box: 'comment', upTo: 10, at },
    });
    await append('inbox-alice', {
      type: 'MessagesRead',
      data: { uid: 'alice', box: 'sys', upTo: 3, at },
    });
    await append('inbox-alice', {
      type: 'MessagesCleaned',
      data: { uid: 'alice', box: 'like', id: 12, upTo: 12, at },
    });
    await append('notice-4', {
      type: 'AdminNoticeDeleted',
      data: { id: 4, type: 'Mine', recipientId: 'alice', by: 'root', at },
    });
    await append('notice-2', {
      type: 'AdminNoticeEdited',
      data: { id: 2, title: 'Maintenance', content: 'Tonight', by: 'root', at },
    });
    await runToHead(db.sql, store, projections);
    expect(await counts('alice')).toEqual({ comment: 1, reply: 0, like: 0, sys: 0, mine: 0 });
    const msgs = await db.sql<
      { id: number; is_read: boolean }[]
    >`SELECT id, is_read FROM read.user_messages ORDER BY id`;
    expect(msgs.map((m) => [m.id, m.is_read])).toEqual([
      [10, true],
      [11, false],
    ]);
    const notices = await db.sql<
      { id: number; title: string }[]
    >`SELECT id, title FROM read.sys_notices ORDER BY id`;
    expect(notices.map((n) => [n.id, n.title])).toEqual([
      [1, 'Notice 1'],
      [2, 'Maintenance'],
      [3, 'Notice 3'],
      [5, 'Notice 5'],
    ]);
  });

  it('hides cleaned notices for that user only', async () => {
    await append('user-dave', registered('dave', '2026-11-01T00:00:00.000Z'));
    const at = '2026-11-05T00:00:00.000Z';
    await append('inbox-alice', {
      type: 'MessagesCleaned',
      data: { uid: 'alice', box: 'sys', id: null, upTo: 3, at },
    });
    await runToHead(db.sql, store, projections);
    const hidden = await db.sql<
      { uid: string; notice_id: number }[]
    >`SELECT uid, notice_id FROM read.notice_hidden ORDER BY notice_id`;
    expect(hidden.map((h) => [h.uid, h.notice_id])).toEqual([
      ['alice', 2],
      ['alice', 3],
    ]);
    expect((await counts('dave'))?.sys).toBe(2);
  });

  it('pushes the new counts to the user room when the batch commits', async () => {
    const heard: string[] = [];
    const listener = await db.sql.listen(realtimeChannel, (payload) => heard.push(payload));
    await append('userMessage-13', delivered(13, 'reply', 'dave'));
    await runToHead(db.sql, store, projections);
    // NOTIFY reaches the listening connection after the commit, not with it.
    const end = Date.now() + 60_000;
    while (!heard.some((h) => h.includes('user:dave')) && Date.now() < end)
      await new Promise((r) => setTimeout(r, 20));
    await listener.unlisten();
    expect(heard.map((h) => JSON.parse(h) as unknown)).toContainEqual({
      room: 'user:dave',
      event: 'user:unread',
      payload: { comment: 0, reply: 1, like: 0, sys: 2, mine: 0 },
    });
  });

  it('gives identical rows when rebuilt from scratch', async () => {
    const before = await Promise.all(tables.map(([t, o]) => dumpTable(db.sql, t, o)));
    await prepareProjections(db.sql, projections, ['messages']);
    expect(await dumpTable(db.sql, 'read.user_messages', 'id')).toEqual([]);
    await runToHead(db.sql, store, projections);
    expect(await Promise.all(tables.map(([t, o]) => dumpTable(db.sql, t, o)))).toEqual(before);
  });
});
