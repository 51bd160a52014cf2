import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnreadCounts } from '@oj/events';
import { startProblemSite } from '../../test-kit/problem-kit.ts';
import { deliverUserMessage } from './index.ts';

let kit: Awaited<ReturnType<typeof startProblemSite>>;
let alice: { token: string; uid: string };
let bob: { token: string; uid: string };

interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
}
interface UserMsg {
  id: number;
  action: string;
  sourceTitle: string;
  url: string;
  state: boolean;
  senderUsername: string;
  senderAvatar: string;
  quoteContent: string;
}
interface SysMsg {
  id: number;
  title: string;
  content: string;
  type: string;
  state: boolean;
}

const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
const unread = async (token: string) =>
  (await call<UnreadCounts>('GET', '/api/msg/unread', token)).body.data;
const notice = (body: Record<string, unknown>, token = kit.rootToken) =>
  call('POST', '/api/admin/msg/notice', token, { content: 'See **details**', ...body });

const deliver = async (kind: 'comment' | 'reply' | 'like', to: string, title = 'Two pointers') => {
  const sent = await deliverUserMessage(kit.site.deps, {
    kind,
    recipientId: to,
    senderId: bob.uid,
    senderUsername: 'bob',
    sourceType: 'Discussion',
    sourceId: 42,
    sourceTitle: title,
    sourceContent: 'Great explanation',
    quoteId: kind === 'reply' ? 7 : null,
    quoteType: kind === 'reply' ? 'Comment' : null,
    quoteContent: kind === 'reply' ? 'My first comment' : '',
    url: '/discussion-detail/42',
  });
  await kit.site.deps.projections.waitFor(sent?.position ?? 0);
  return sent;
};

beforeAll(async () => {
  kit = await startProblemSite();
  // A notice sent before alice and bob existed is not theirs to read.
  expect((await notice({ title: 'Before everyone', type: 'Sys' })).body.status).toBe(200);
  await kit.userWithRole('alice', 'user');
  await kit.userWithRole('bob', 'user');
  alice = await kit.site.login('alice');
  bob = await kit.site.login('bob');
});
afterAll(() => kit.close());

describe('message center', () => {
  it('needs a signed-in user', async () => {
    for (const path of ['/api/msg/unread', '/api/msg/comment', '/api/msg/sys', '/api/msg/mine']) {
      const r = await call('GET', path, null);
      expect([r.http, r.body.msg]).toEqual([401, 'Please login first']);
    }
    expect((await call('DELETE', '/api/msg/clean?type=Sys', null)).http).toBe(401);
  });

  it('starts with nothing unread', async () => {
    expect(await unread(alice.token)).toEqual({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });
  });

  it('counts comments, replies and likes and drops a count when its list is read', async () => {
    for (let i = 1; i <= 7; i++) await deliver('comment', alice.uid, `Post ${i}`);
    await deliver('reply', alice.uid);
    await deliver('like', alice.uid);
    expect(await deliver('like', bob.uid)).toBeNull(); // nobody is told about themselves
    expect(await unread(alice.token)).toMatchObject({ comment: 7, reply: 1, like: 1 });

    const first = await call<Page<UserMsg>>('GET', '/api/msg/comment', alice.token);
    expect(first.body.data).toMatchObject({ total: 7, size: 6, current: 1 });
    expect(first.body.data.records).toHaveLength(6);
    expect(first.body.data.records[0]).toMatchObject({
      action: 'Discuss',
      sourceTitle: 'Post 7',
      url: '/discussion-detail/42',
      state: false,
      senderUsername: 'bob',
    });
    expect(await unread(alice.token)).toMatchObject({ comment: 0, reply: 1, like: 1 });
    const again = await call<Page<UserMsg>>('GET', '/api/msg/comment?currentPage=2', alice.token);
    expect(again.body.data.records.map((m) => [m.sourceTitle, m.state])).toEqual([
      ['Post 1', true],
    ]);

    const replies = await call<Page<UserMsg>>('GET', '/api/msg/reply', alice.token);
    expect(replies.body.data.records[0]).toMatchObject({
      action: 'Reply',
      quoteContent: 'My first comment',
    });
    expect(await unread(alice.token)).toMatchObject({ comment: 0, reply: 0, like: 1 });
    expect(await unread(bob.token)).toMatchObject({ comment: 0, like: 0 });
  });

  it('cleans one message by id, then a whole box; only your own', async () => {
    const likes = await call<Page<UserMsg>>('GET', '/api/msg/like', alice.token);
    const [like] = likes.body.data.records;
    expect(like).toBeDefined();
    const foreign = await call('DELETE', `/api/msg/clean?type=Like&id=${like!.id}`, bob.token);
    expect([foreign.http, foreign.body.msg]).toEqual([404, 'The message does not exist']);
    const one = await call('DELETE', `/api/msg/clean?type=Like&id=${like!.id}`, alice.token);
    expect(one.body).toMatchObject({ status: 200, msg: 'delete successfully' });
    expect((await call<Page<UserMsg>>('GET', '/api/msg/like', alice.token)).body.data.total).toBe(
      0,
    );

    await deliver('comment', alice.uid, 'Unread one');
    expect((await unread(alice.token)).comment).toBe(1);
    const all = await call('DELETE', '/api/msg/clean?type=Discuss', alice.token);
    expect(all.body.status).toBe(200);
    expect(
      (await call<Page<UserMsg>>('GET', '/api/msg/comment', alice.token)).body.data.total,
    ).toBe(0);
    expect((await unread(alice.token)).comment).toBe(0);
    const bad = await call('DELETE', '/api/msg/clean?type=Everything', alice.token);
    expect([bad.http, bad.body.msg]).toEqual([
      400,
      'The message type must be Discuss, Reply, Like, Sys or Mine',
    ]);
  });
});

describe('system notices', () => {
  it('are refused to everyone but the super admin', async () => {
    const admin = await kit.userWithRole('siteadmin', 'admin');
    for (const token of [alice.token, admin]) {
      for (const [method, path, body] of [
        ['GET', '/api/admin/msg/notice', undefined],
        ['POST', '/api/admin/msg/notice', { title: 't', content: 'c', type: 'Sys' }],
        ['PUT', '/api/admin/msg/notice', { id: 1, title: 't', content: 'c' }],
        ['DELETE', '/api/admin/msg/notice?id=1', undefined],
      ] as const) {
        const r = await call(method, path, token, body);
        expect([r.http, r.body.msg]).toEqual([
          403,
          'Sorry, you do not have permission for this operation',
        ]);
      }
    }
    expect((await call('GET', '/api/admin/msg/notice', null)).http).toBe(401);
  });

  it('checks the form at the server', async () => {
    expect((await notice({ title: ' ', type: 'Sys' })).body.msg).toBe('Title is required');
    expect((await notice({ title: 'x'.repeat(256), type: 'Sys' })).body.msg).toBe(
      'Title can be at most 255 characters',
    );
    expect((await notice({ title: 'ok', content: '  ', type: 'Sys' })).body.msg).toBe(
      'Content is required',
    );
    expect((await notice({ title: 'ok', type: 'Admin' })).body.msg).toBe(
      'The notice type must be Sys, Mine, All or Single',
    );
    expect((await notice({ title: 'ok', type: 'Mine' })).body.msg).toBe(
      'Please choose the user who receives the notice',
    );
    const nobody = await notice({ title: 'ok', type: 'Mine', recipientUsername: 'nobody' });
    expect([nobody.http, nobody.body.msg]).toEqual([404, 'The user does not exist']);
  });

  it('reach everyone (Sys) or one user (Mine), and reading the list drops the count', async () => {
    expect((await notice({ title: 'Maintenance tonight', type: 'Sys' })).body).toMatchObject({
      status: 200,
      msg: 'Send successfully',
    });
    const personal = await notice({ title: 'Your prize', type: 'Mine', recipientId: alice.uid });
    expect(personal.body.status).toBe(200);
    expect(await unread(alice.token)).toMatchObject({ sys: 1, mine: 1 });
    expect(await unread(bob.token)).toMatchObject({ sys: 1, mine: 0 });

    const sys = await call<Page<SysMsg>>('GET', '/api/msg/sys', alice.token);
    expect(sys.body.data).toMatchObject({ total: 1, size: 8 });
    expect(sys.body.data.records[0]).toMatchObject({
      title: 'Maintenance tonight',
      content: 'See **details**',
      type: 'Sys',
      state: false,
    });
    expect(await unread(alice.token)).toMatchObject({ sys: 0, mine: 1 });
    const mine = await call<Page<SysMsg>>('GET', '/api/msg/mine', alice.token);
    expect(mine.body.data.records.map((n) => n.title)).toEqual(['Your prize']);
    expect(await unread(alice.token)).toMatchObject({ sys: 0, mine: 0 });
    expect((await call<Page<SysMsg>>('GET', '/api/msg/mine', bob.token)).body.data.total).toBe(0);
    expect(await unread(bob.token)).toMatchObject({ sys: 1 });
  });

  it('lists, corrects and withdraws notices in the back office', async () => {
    const list = await call<Page<{ id: number; title: string; type: string }>>(
      'GET',
      '/api/admin/msg/notice?type=Sys',
      kit.rootToken,
    );
    expect(list.body.data.records.map((n) => n.title)).toEqual([
      'Maintenance tonight',
      'Before everyone',
    ]);
    const [latest] = list.body.data.records;
    const edit = await call('PUT', '/api/admin/msg/notice', kit.rootToken, {
      id: latest!.id,
      title: 'Maintenance moved',
      content: 'Tomorrow',
      type: 'Sys',
    });
    expect(edit.body).toMatchObject({ status: 200, msg: 'update successfully' });
    const moved = await call('PUT', '/api/admin/msg/notice', kit.rootToken, {
      id: latest!.id,
      title: 'x',
      content: 'y',
      type: 'Mine',
      recipientId: alice.uid,
    });
    expect(moved.body.msg).toBe('The type and recipient of a sent notice cannot be changed');
    const sys = await call<Page<SysMsg>>('GET', '/api/msg/sys', bob.token);
    expect(sys.body.data.records[0]).toMatchObject({ title: 'Maintenance moved' });

    await notice({ title: 'Withdrawn soon', type: 'Sys' });
    expect((await unread(bob.token)).sys).toBe(1);
    const all = await call<Page<{ id: number; title: string }>>(
      'GET',
      '/api/admin/msg/notice',
      kit.rootToken,
    );
    const withdrawn = all.body.data.records.find((n) => n.title === 'Withdrawn soon')!;
    const del = await call('DELETE', `/api/admin/msg/notice?id=${withdrawn.id}`, kit.rootToken);
    expect(del.body.status).toBe(200);
    expect((await unread(bob.token)).sys).toBe(0);
    const again = await call('DELETE', `/api/admin/msg/notice?id=${withdrawn.id}`, kit.rootToken);
    expect([again.http, again.body.msg]).toEqual([404, 'The notice does not exist']);
  });

  it('cleans notices for the cleaning user only', async () => {
    await notice({ title: 'Cleanable', type: 'Sys' });
    await call('DELETE', '/api/msg/clean?type=Sys', alice.token);
    expect((await call<Page<SysMsg>>('GET', '/api/msg/sys', alice.token)).body.data.total).toBe(0);
    expect((await unread(alice.token)).sys).toBe(0);
    const bobs = await call<Page<SysMsg>>('GET', '/api/msg/sys', bob.token);
    expect(bobs.body.data.records.map((n) => n.title)).toEqual(['Cleanable', 'Maintenance moved']);
    const id = bobs.body.data.records[0]!.id;
    expect((await call('DELETE', `/api/msg/clean?type=Sys&id=${id}`, bob.token)).body.status).toBe(
      200,
    );
    expect((await call<Page<SysMsg>>('GET', '/api/msg/sys', bob.token)).body.data.total).toBe(1);
  });
});
