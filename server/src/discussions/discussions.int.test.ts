import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hojDiscussion } from '../../test-kit/hoj-bodies.ts';
import { startProblemSite } from '../../test-kit/problem-kit.ts';
import { discussionMessages as m } from './discussion.policy.ts';

/** Site discussions over the real app, with the bodies HOJ's Vue client sends. */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
const users: Record<string, { token: string; uid: string }> = {};
let categoryId = 0;

interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
}
interface Listed {
  id: number;
  title: string;
  uid: string;
  author: string;
  role: string;
  topPriority: boolean;
  status: number;
  viewNum: number;
  likeNum: number;
  commentNum: number;
  pid: string | null;
  gid: number | null;
}
interface Detail extends Listed {
  categoryName: string;
  hasLike: boolean;
}

const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
const as = (name: string) => users[name]!.token;
const setSwitches = async (changes: Record<string, unknown>) =>
  expect((await call('PUT', '/api/admin/switch/update', kit.rootToken, changes)).body.status).toBe(
    200,
  );

/** A discussion in the category as hoj-vue posts it, with markdown to sanitise. */
const hojBody = (o: Record<string, unknown>) =>
  hojDiscussion({
    categoryId: String(categoryId),
    content: '# Use `scanf`\n\n<script>alert(1)</script>',
    ...o,
  });
const post = (name: string, o: Record<string, unknown> = {}) =>
  call('POST', '/api/discussion', as(name), hojBody(o));
const list = async (query = '', token: string | null = null) =>
  (await call<Page<Listed>>('GET', `/api/get-discussion-list${query}`, token)).body;
const idOf = async (title: string) =>
  (await list(`?keyword=${encodeURIComponent(title)}`, kit.rootToken)).data.records.find(
    (d) => d.title === title,
  )!.id;
const detail = (did: number, token: string | null = null) =>
  call<Detail>('GET', `/api/get-discussion-detail?did=${did}`, token);

beforeAll(async () => {
  kit = await startProblemSite();
  for (const [name, role] of [
    ['alice', 'user'],
    ['bob', 'user'],
    ['admin1', 'admin'],
  ] as const) {
    await kit.userWithRole(name, role);
    users[name] = await kit.site.login(name);
  }
  await setSwitches({ defaultCreateDiscussionACInitValue: 0, defaultCreateCommentACInitValue: 0 });
  const saved = await call<{ id: number; name: string }[]>(
    'POST',
    '/api/discussion-category',
    kit.rootToken,
    [{ name: 'General' }, { name: 'Solutions' }],
  );
  categoryId = saved.body.data[0]!.id;
});
afterAll(async () => {
  await kit.close();
});

describe('discussion categories', () => {
  it('are listed to anyone and saved as a whole list by the super admin only', async () => {
    const listed = await call<{ id: number; name: string }[]>(
      'GET',
      '/api/discussion-category',
      null,
    );
    expect(listed.body.data.map((c) => c.name)).toEqual(['General', 'Solutions']);
    const denied = await call('POST', '/api/discussion-category', as('admin1'), [{ name: 'X' }]);
    expect(denied.body.status).toBe(403);
    const dup = await call('POST', '/api/discussion-category', kit.rootToken, [
      { name: 'A' },
      { name: 'a' },
    ]);
    expect(dup.body).toMatchObject({ status: 400, msg: m.categoryDuplicate });
    const renamed = await call<{ id: number; name: string }[]>(
      'POST',
      '/api/discussion-category',
      kit.rootToken,
      [
        ...listed.body.data.map((c) => ({
          ...c,
          name: c.name === 'Solutions' ? 'Answers' : c.name,
        })),
        { id: null, name: 'Help' },
      ],
    );
    expect(renamed.body.data.map((c) => c.name)).toEqual(['General', 'Answers', 'Help']);
  });
});

describe('posting and reading discussions', () => {
  it('stores markdown as sent, lists newest first with counts and the author role', async () => {
    expect((await post('alice')).body).toMatchObject({ status: 200, data: null });
    await post('admin1', { title: 'Pinned rules', topPriority: true });
    await post('bob', { title: 'Top from a user', topPriority: true });
    const page = (await list()).data;
    expect(page.size).toBe(10);
    expect(page.records.map((d) => d.title)).toEqual([
      'Pinned rules',
      'Top from a user',
      'How to read input fast?',
    ]);
    expect(page.records[0]).toMatchObject({ role: 'admin', topPriority: true, gid: null });
    expect(page.records[1]).toMatchObject({ topPriority: false, commentNum: 0, likeNum: 0 });
    const did = await idOf('How to read input fast?');
    const first = await detail(did);
    expect(first.body.data).toMatchObject({
      id: did,
      content: '# Use `scanf`\n\n<script>alert(1)</script>',
      categoryName: 'General',
      author: 'alice',
      hasLike: false,
      viewNum: 1,
    });
    // A reload by the same visitor is not another view; another viewer is.
    expect((await detail(did)).body.data.viewNum).toBe(1);
    expect((await detail(did, as('bob'))).body.data.viewNum).toBe(2);
  });

  it('filters by category, keyword, problem and only mine (which needs login)', async () => {
    expect((await list(`?cid=${categoryId}&keyword=rules`)).data.total).toBe(1);
    expect((await list('?onlyMine=true')).status).toBe(401);
    const mine = (await list('?onlyMine=true', as('bob'))).data.records;
    expect(mine.map((d) => d.author)).toEqual(['bob']);
    const missing = await post('bob', { title: 'About a problem', pid: 'NOPE' });
    expect(missing.body).toMatchObject({ status: 404, msg: m.problemMissing });
  });

  it('checks every length and required field', async () => {
    const long = await post('alice', { title: 'x'.repeat(256) });
    expect(long.body).toMatchObject({ status: 400, msg: 'Title can be at most 255 characters' });
    const desc = await post('alice', { description: 'x'.repeat(256) });
    expect(desc.body.msg).toBe('Description can be at most 255 characters');
    const content = await post('alice', { content: 'x'.repeat(65_536) });
    expect(content.body.msg).toBe('Content can be at most 65535 characters');
    expect((await post('alice', { content: '  ' })).body.msg).toBe('Content is required');
    expect((await post('alice', { categoryId: null })).body.msg).toBe(m.categoryRequired);
    expect((await post('alice', { categoryId: '99999' })).body.msg).toBe(m.categoryMissing);
    expect((await call('POST', '/api/discussion', null, hojBody({}))).body.status).toBe(401);
  });

  it('lets authors edit their own, moderators anyone, and nobody else', async () => {
    const did = await idOf('How to read input fast?');
    const edited = await call(
      'PUT',
      '/api/discussion',
      as('alice'),
      hojBody({ id: String(did), title: 'Fast IO tips', topPriority: true }),
    );
    expect(edited.body.status).toBe(200);
    expect((await detail(did)).body.data).toMatchObject({
      title: 'Fast IO tips',
      topPriority: false,
    });
    const other = await call(
      'PUT',
      '/api/discussion',
      as('bob'),
      hojBody({ id: did, title: 'Mine now' }),
    );
    expect(other.body).toMatchObject({ status: 403, msg: m.notYours });
    const byAdmin = await call(
      'PUT',
      '/api/discussion',
      as('admin1'),
      hojBody({ id: did, title: 'Fast IO tips', topPriority: true }),
    );
    expect(byAdmin.body.status).toBe(200);
    expect((await detail(did)).body.data.topPriority).toBe(true);
  });

  it('lets the author or a moderator delete, nobody else', async () => {
    await post('bob', { title: 'To delete' });
    const did = await idOf('To delete');
    expect((await call('DELETE', `/api/discussion?did=${did}`, as('alice'))).body.status).toBe(403);
    expect((await call('DELETE', `/api/discussion?did=${did}`, as('bob'))).body.status).toBe(200);
    expect((await detail(did)).body).toMatchObject({ status: 404, msg: m.notFound });
  });
});

describe('likes on discussions', () => {
  it('toggles one like per user and never counts a replayed like twice', async () => {
    const did = await idOf('Pinned rules');
    const likes = await Promise.all(
      Array.from({ length: 12 }, () =>
        call('GET', `/api/discussion-like?did=${did}&toLike=true`, as('alice')),
      ),
    );
    expect(likes.every((r) => r.body.status === 200)).toBe(true);
    expect((await detail(did, as('alice'))).body.data).toMatchObject({ likeNum: 1, hasLike: true });
    await call('GET', `/api/discussion-like?did=${did}&toLike=true`, as('bob'));
    expect((await detail(did)).body.data.likeNum).toBe(2);
    await call('GET', `/api/discussion-like?did=${did}&toLike=false`, as('alice'));
    expect((await detail(did, as('alice'))).body.data).toMatchObject({
      likeNum: 1,
      hasLike: false,
    });
    expect(
      (await call('GET', `/api/discussion-like?did=${did}&toLike=true`, null)).body.status,
    ).toBe(401);
  });

  it('slows down a user toggling likes without end', async () => {
    const did = await idOf('Top from a user');
    const answers = [];
    for (let i = 0; i < 22; i++)
      answers.push(
        (await call('GET', `/api/discussion-like?did=${did}&toLike=${i % 2 === 0}`, as('bob')))
          .body,
      );
    expect(answers.at(-1)?.status).toBe(429);
    expect(answers.at(-1)?.msg).toMatch(/^Liking too fast, please try again in \d+ seconds?$/);
  });
});

describe('reports and moderation', () => {
  it('files a report with a reason and lets admins mark it handled', async () => {
    const did = await idOf('Fast IO tips');
    const empty = await call('POST', '/api/discussion-report', as('bob'), { did, content: ' ' });
    expect(empty.body).toMatchObject({ status: 400, msg: m.reportReason });
    const long = await call('POST', '/api/discussion-report', as('bob'), {
      did,
      content: 'x'.repeat(201),
    });
    expect(long.body.msg).toBe(m.reportLong);
    const body = {
      id: null,
      did: String(did),
      reporter: null,
      content: '#Spam ads# buy now',
      status: null,
      gmtCreate: null,
      gmtModified: null,
    };
    expect((await call('POST', '/api/discussion-report', as('bob'), body)).body.status).toBe(200);
    expect((await call('GET', '/api/admin/discussion-report', as('bob'))).body.status).toBe(403);
    const queue = await call<Page<Record<string, unknown>>>(
      'GET',
      '/api/admin/discussion-report?currentPage=1&limit=10',
      as('admin1'),
    );
    const report = queue.body.data.records[0]!;
    expect(report).toMatchObject({
      did,
      discussionTitle: 'Fast IO tips',
      discussionAuthor: 'alice',
      reporter: 'bob',
      content: '#Spam ads# buy now',
      status: false,
      gid: null,
    });
    const handled = await call('PUT', '/api/admin/discussion-report', as('admin1'), {
      ...report,
      status: true,
    });
    expect(handled.body.status).toBe(200);
    const again = await call<Page<{ status: boolean }>>(
      'GET',
      '/api/admin/discussion-report',
      as('admin1'),
    );
    expect(again.body.data.records[0]!.status).toBe(true);
  });

  it('disables, pins and deletes from the admin page; a disabled one leaves the public list', async () => {
    const did = await idOf('Fast IO tips');
    const row = (await list('?admin=true', as('admin1'))).data.records.find((d) => d.id === did)!;
    expect(
      (await call('PUT', '/api/admin/discussion', as('alice'), { ...row, status: 1 })).body.status,
    ).toBe(403);
    expect(
      (
        await call('PUT', '/api/admin/discussion', as('admin1'), {
          ...row,
          status: 1,
          topPriority: false,
        })
      ).body.status,
    ).toBe(200);
    expect((await list()).data.records.map((d) => d.id)).not.toContain(did);
    expect(
      (await list('?admin=true', as('admin1'))).data.records.find((d) => d.id === did),
    ).toMatchObject({ status: 1, topPriority: false });
    expect((await detail(did, as('bob'))).body).toMatchObject({ status: 403, msg: m.disabled });
    expect((await detail(did, as('admin1'))).body.status).toBe(200);
    await post('alice', { title: 'Spam one' });
    const spam = await idOf('Spam one');
    expect((await call('DELETE', '/api/admin/discussion', as('admin1'), [spam])).body.status).toBe(
      200,
    );
    expect((await detail(spam)).body.status).toBe(404);
  });
});

describe('who may post, and the switches', () => {
  it('refuses users without enough accepted problems and past the daily limit', async () => {
    await setSwitches({ defaultCreateDiscussionACInitValue: 2 });
    expect((await post('bob', { title: 'Gate' })).body).toMatchObject({
      status: 403,
      msg: m.discussAc(2),
    });
    expect((await post('admin1', { title: 'Admins pass the gate' })).body.status).toBe(200);
    await setSwitches({
      defaultCreateDiscussionACInitValue: 0,
      defaultCreateDiscussionDailyLimit: 1,
    });
    // bob has one discussion of today left (the other was deleted).
    const answer = await post('bob', { title: 'Over the limit' });
    expect(answer.body).toMatchObject({ status: 403, msg: m.daily(1) });
    await setSwitches({ defaultCreateDiscussionDailyLimit: 5 });
  });

  it('refuses no-discussion users', async () => {
    await kit.userWithRole('quiet', 'user');
    const uid = (await kit.site.login('quiet')).uid;
    const edit = await call('PUT', '/api/admin/user/edit-user', kit.rootToken, {
      uid,
      username: 'quiet',
      realname: '',
      email: 'quiet@example.com',
      type: 1004,
      status: 0,
      titleName: '',
      titleColor: '',
      setNewPwd: false,
    });
    expect(edit.body.status).toBe(200);
    users.quiet = await kit.site.login('quiet');
    expect((await post('quiet', { title: 'Let me speak' })).body).toMatchObject({
      status: 403,
      msg: m.noDiscussion,
    });
  });

  it('hides the list and refuses posts while the public-discussion switch is off', async () => {
    await setSwitches({ openPublicDiscussion: false });
    expect((await list()).status).toBe(403);
    expect((await list()).msg).toBe(m.publicOff);
    expect((await post('alice', { title: 'Closed' })).body.msg).toBe(m.publicOff);
    expect((await list('?admin=true', as('admin1'))).status).toBe(200);
    await setSwitches({ openPublicDiscussion: true });
    expect((await list()).status).toBe(200);
  });
});
