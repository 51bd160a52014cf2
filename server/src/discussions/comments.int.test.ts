import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnreadCounts } from '@oj/events';
import { hojComment } from '../../test-kit/hoj-bodies.ts';
import { startProblemSite } from '../../test-kit/problem-kit.ts';
import { connectSocket, type ClientSocket } from '../../test-kit/test-site.ts';
import { discussionMessages as m } from './discussion.policy.ts';

/** Comments, replies, comment likes and their messages; the contest Q and A. */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
const users: Record<string, { token: string; uid: string }> = {};
const sockets: ClientSocket[] = [];
let did = 0;

interface Reply {
  id: number;
  commentId: number;
  fromName: string;
  toUid: string;
  toName: string;
  content: string;
}
interface Comment {
  id: number;
  content: string;
  fromUid: string;
  fromName: string;
  fromRole: string;
  likeNum: number;
  totalReplyNum: number;
  replyList: Reply[];
}
interface CommentList {
  commentList: { records: Comment[]; total: number; size: number };
  commentLikeMap: Record<string, boolean>;
}
interface Msg {
  action: string;
  senderUsername: string;
  sourceTitle: string;
  sourceContent: string;
  quoteType: string | null;
  quoteContent: string;
  url: string;
}

const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
const as = (name: string) => users[name]!.token;
/** The Comment object as hoj-vue posts it. */
const comment = (
  name: string,
  content: string,
  place: Record<string, unknown> = { did: String(did) },
) => call<Comment>('POST', '/api/comment', as(name), hojComment(content, place));
/** The ReplyDTO as hoj-vue posts it. */
const reply = (
  name: string,
  commentId: number,
  content: string,
  quote?: { id: number; type: string },
) =>
  call<Reply>('POST', '/api/reply', as(name), {
    reply: {
      id: null,
      commentId,
      content,
      toUid: 'someone-else',
      toName: 'forged',
      toAvatar: null,
    },
    did: String(did),
    quoteId: quote?.id ?? null,
    quoteType: quote?.type ?? null,
  });
const comments = async (query: string, token: string | null = null) =>
  (await call<CommentList>('GET', `/api/comments?${query}`, token)).body;
const box = async (name: string, kind: 'comment' | 'reply' | 'like') =>
  (await call<{ records: Msg[] }>('GET', `/api/msg/${kind}`, as(name))).body.data.records;
const setSwitches = async (changes: Record<string, unknown>) =>
  expect((await call('PUT', '/api/admin/switch/update', kit.rootToken, changes)).body.status).toBe(
    200,
  );

beforeAll(async () => {
  kit = await startProblemSite();
  for (const [name, role] of [
    ['alice', 'user'],
    ['bob', 'user'],
    ['carol', 'user'],
    ['admin1', 'admin'],
  ] as const) {
    await kit.userWithRole(name, role);
    users[name] = await kit.site.login(name);
  }
  await setSwitches({ defaultCreateDiscussionACInitValue: 0, defaultCreateCommentACInitValue: 0 });
  const cats = await call<{ id: number }[]>('POST', '/api/discussion-category', kit.rootToken, [
    { name: 'General' },
  ]);
  await call('POST', '/api/discussion', as('alice'), {
    categoryId: cats.body.data[0]!.id,
    title: 'Alice asks',
    description: 'd',
    content: 'c',
  });
  const listed = await call<{ records: { id: number }[] }>('GET', '/api/get-discussion-list', null);
  did = listed.body.data.records[0]!.id;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await kit.close();
});

describe('comments on a discussion', () => {
  it('posts a comment, counts it, and tells the author live in the comment box', async () => {
    const socket = await connectSocket(kit.site.url, as('alice'));
    sockets.push(socket);
    const heard: UnreadCounts[] = [];
    socket.on('user:unread', (c) => heard.push(c));
    const posted = await comment('bob', 'Nice **post**');
    expect(posted.body.data).toMatchObject({
      content: 'Nice **post**',
      fromName: 'bob',
      fromRole: 'user',
      likeNum: 0,
      totalReplyNum: 0,
      replyList: [],
    });
    await expect.poll(() => heard.at(-1)?.comment).toBe(1);
    expect((await box('alice', 'comment'))[0]).toMatchObject({
      action: 'Discuss',
      senderUsername: 'bob',
      sourceTitle: 'Alice asks',
      sourceContent: 'Nice **post**',
      url: `/discussion-detail/${did}`,
    });
    await comment('alice', 'My own comment');
    expect(await box('alice', 'comment')).toHaveLength(1);
    const d = await call<{ commentNum: number }>('GET', '/api/get-discussion-list', null);
    expect(
      (d.body.data as unknown as { records: { commentNum: number }[] }).records[0]!.commentNum,
    ).toBe(2);
  });

  it('checks content and login', async () => {
    expect((await comment('bob', '   ')).body).toMatchObject({ status: 400, msg: m.commentEmpty });
    expect((await comment('bob', 'x'.repeat(10_001))).body).toMatchObject({
      status: 400,
      msg: m.commentLong,
    });
    expect((await comment('bob', 'ok', { did: 999_999 })).body.status).toBe(404);
    expect((await call('POST', '/api/comment', null, { did, content: 'x' })).body.status).toBe(401);
  });

  it('shows 10 a page with the first 3 replies, all replies on demand, naming whom a reply answers', async () => {
    const first = (await comments(`did=${did}`)).data.commentList.records.find(
      (c) => c.fromName === 'bob',
    )!;
    const r1 = await reply('alice', first.id, 'Thanks');
    expect(r1.body.data).toMatchObject({
      commentId: first.id,
      fromName: 'alice',
      toName: 'bob',
      toUid: users.bob!.uid,
    });
    const r2 = await reply('bob', first.id, 'You are welcome', {
      id: r1.body.data.id,
      type: 'Reply',
    });
    expect(r2.body.data).toMatchObject({ toName: 'alice', toUid: users.alice!.uid });
    await reply('carol', first.id, 'Me too');
    await reply('carol', first.id, 'And again');
    const page = (await comments(`did=${did}&currentPage=1`)).data.commentList;
    expect(page.size).toBe(10);
    const listed = page.records.find((c) => c.id === first.id)!;
    expect(listed.totalReplyNum).toBe(4);
    expect(listed.replyList.map((r) => r.content)).toEqual(['Thanks', 'You are welcome', 'Me too']);
    const all = await call<Reply[]>('GET', `/api/reply?commentId=${first.id}`, null);
    expect(all.body.data.map((r) => r.content)).toEqual([
      'Thanks',
      'You are welcome',
      'Me too',
      'And again',
    ]);
    const bobReplies = await box('bob', 'reply');
    expect(bobReplies.map((x) => [x.senderUsername, x.quoteType, x.quoteContent])).toContainEqual([
      'alice',
      'Comment',
      'Nice **post**',
    ]);
    expect((await box('alice', 'reply'))[0]).toMatchObject({
      senderUsername: 'bob',
      quoteType: 'Reply',
      quoteContent: 'Thanks',
    });
  });

  it('lets authors delete their own, admins any, nobody else', async () => {
    const posted = (await comment('carol', 'Delete me')).body.data;
    const del = (name: string) => call('DELETE', '/api/comment', as(name), { ...posted, did });
    expect((await del('bob')).body).toMatchObject({ status: 403, msg: m.notYours });
    expect((await del('carol')).body.status).toBe(200);
    expect((await del('carol')).body.status).toBe(404);
    const other = (await comment('carol', 'Admin deletes me')).body.data;
    expect((await call('DELETE', '/api/comment', as('admin1'), other)).body.status).toBe(200);
    const first = (await comments(`did=${did}`)).data.commentList.records.find(
      (c) => c.fromName === 'bob',
    )!;
    const carols = first.replyList.find((r) => r.content === 'Me too')!;
    const delReply = (name: string) =>
      call('DELETE', '/api/reply', as(name), { reply: carols, did });
    expect((await delReply('bob')).body.status).toBe(403);
    expect((await delReply('carol')).body.status).toBe(200);
  });

  it('likes a comment once per user however many requests race, and tells its author', async () => {
    const first = (await comments(`did=${did}`)).data.commentList.records.find(
      (c) => c.fromName === 'bob',
    )!;
    const like = (name: string, to: boolean) =>
      call(
        'GET',
        `/api/comment-like?cid=${first.id}&toLike=${to}&sourceId=${did}&sourceType=Discussion`,
        as(name),
      );
    const answers = await Promise.all(Array.from({ length: 10 }, () => like('carol', true)));
    expect(answers.every((a) => a.body.status === 200)).toBe(true);
    const seen = await comments(`did=${did}`, as('carol'));
    expect(seen.data.commentList.records.find((c) => c.id === first.id)!.likeNum).toBe(1);
    expect(seen.data.commentLikeMap).toEqual({ [String(first.id)]: true });
    const likes = await box('bob', 'like');
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({
      senderUsername: 'carol',
      quoteType: 'Comment',
      quoteContent: 'Nice **post**',
    });
    await like('carol', false);
    expect(
      (await comments(`did=${did}`)).data.commentList.records.find((c) => c.id === first.id)!
        .likeNum,
    ).toBe(0);
  });
});

describe('who may comment', () => {
  it('refuses muted users and users without enough accepted problems', async () => {
    await setSwitches({ defaultCreateCommentACInitValue: 3 });
    expect((await comment('carol', 'Gate')).body).toMatchObject({
      status: 403,
      msg: m.commentAc(3),
    });
    expect((await comment('admin1', 'Admins pass')).body.status).toBe(200);
    await setSwitches({ defaultCreateCommentACInitValue: 0 });
    await kit.userWithRole('mute', 'user');
    const uid = (await kit.site.login('mute')).uid;
    await call('PUT', '/api/admin/user/edit-user', kit.rootToken, {
      uid,
      username: 'mute',
      realname: '',
      email: 'mute@example.com',
      type: 1005,
      status: 0,
      titleName: '',
      titleColor: '',
      setNewPwd: false,
    });
    users.mute = await kit.site.login('mute');
    expect((await comment('mute', 'Hello')).body).toMatchObject({ status: 403, msg: m.muted });
  });

  it('slows down a user posting comment after comment', async () => {
    await kit.userWithRole('chatty', 'user');
    users.chatty = await kit.site.login('chatty');
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await comment('chatty', `c${i}`)).body);
    expect(answers.slice(0, 6).every((a) => a.status === 200)).toBe(true);
    expect(answers[6]).toMatchObject({ status: 429 });
    expect(answers[6]!.msg).toMatch(/^Posting too fast, please try again in \d+ seconds?$/);
  });
});

describe('the contest Q and A', () => {
  let cid = 0;
  beforeAll(async () => {
    const now = Date.now();
    const made = await call<{ id: number }>('POST', '/api/admin/contest', as('admin1'), {
      title: 'Q and A cup',
      description: 'd',
      type: 0,
      auth: 0,
      startTime: new Date(now - 3_600_000).toISOString(),
      endTime: new Date(now + 3_600_000).toISOString(),
    });
    expect(made.body.status, made.body.msg).toBe(200);
    cid = made.body.data.id;
  });

  it('pushes questions and answers to the contest room; contestants see theirs and the organisers', async () => {
    const admin = await connectSocket(kit.site.url, as('admin1'));
    sockets.push(admin);
    expect(await admin.emitWithAck('contest:subscribe', { cid })).toMatchObject({ status: 200 });
    const heard: unknown[] = [];
    admin.on('contest:comment', (p) => heard.push(p));
    const q = await comment('bob', 'Is long long allowed?', { cid: String(cid) });
    expect(q.body.status, q.body.msg).toBe(200);
    await expect
      .poll(() => heard)
      .toContainEqual({ cid, commentId: q.body.data.id, replyId: null });
    await comment('carol', 'Carol asks privately', { cid });
    const answer = await call<Reply>('POST', '/api/reply', as('admin1'), {
      reply: { commentId: q.body.data.id, content: 'Yes' },
      did: null,
    });
    expect(answer.body.status).toBe(200);
    await expect
      .poll(() => heard)
      .toContainEqual({ cid, commentId: q.body.data.id, replyId: answer.body.data.id });
    await comment('admin1', 'Clarification for all', { cid });
    const bobSees = (await comments(`cid=${cid}`, as('bob'))).data.commentList.records.map(
      (c) => c.content,
    );
    expect(bobSees).toEqual(['Clarification for all', 'Is long long allowed?']);
    const adminList = (await comments(`cid=${cid}`, as('admin1'))).data.commentList;
    expect(adminList.total).toBe(3);
    // Carol's question stays hers: bob can neither read its replies nor answer it.
    const carols = adminList.records.find((c) => c.fromName === 'carol')!;
    expect(
      (await call('GET', `/api/reply?commentId=${carols.id}&cid=${cid}`, as('bob'))).body.status,
    ).toBe(404);
    const sneaky = await call('POST', '/api/reply', as('bob'), {
      reply: { commentId: carols.id, content: 'Hi' },
    });
    expect(sneaky.body).toMatchObject({ status: 404, msg: m.commentMissing });
    expect((await box('bob', 'reply'))[0]).toMatchObject({
      senderUsername: 'admin1',
      sourceTitle: 'Q and A cup',
      url: `/contest/${cid}/comment`,
    });
  });

  it('is closed while the contest-comment switch is off', async () => {
    await setSwitches({ openContestComment: false });
    expect(await comments(`cid=${cid}`, as('bob'))).toMatchObject({
      status: 403,
      msg: m.contestOff,
    });
    expect((await comment('bob', 'Hello?', { cid })).body.msg).toBe(m.contestOff);
    await setSwitches({ openContestComment: true });
  });
});
