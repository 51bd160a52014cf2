import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemDto } from '../../test-kit/problem-kit.ts';
import { startGroupSite } from '../../test-kit/group-kit.ts';
import { discussionMessages as m } from './discussion.policy.ts';

/**
 * Group discussions over the real app with the bodies HOJ's group pages send: a discussion with
 * a `gid`, read and written by the group's members only, never in the site's lists.
 */
let kit: Awaited<ReturnType<typeof startGroupSite>>;
let gid = 0;
let categoryId = 0;
type Listed = {
  id: number;
  title: string;
  author: string;
  role: string;
  pid: string | null;
  gid: number | null;
  topPriority: boolean;
  status: number;
  viewNum: number;
  commentNum: number;
  likeNum: number;
};
type Page = { records: Listed[]; total: number; size: number; current: number };
type Answer<T> = { body: { status: number; msg: string; data: T } };

const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.call(method, path, token, body) as Promise<Answer<T>>;
const t = (level: string) => kit.tokens[level] ?? null;
/** The Discussion as HOJ's group page posts it: gid as a string, nulls, extra fields. */
const hoj = (o: Record<string, unknown> = {}) => ({
  id: null,
  pid: null,
  gid: String(gid),
  title: 'How do we split the work?',
  content: 'Let us **talk** <img src=x onerror=alert(1)>',
  description: 'Planning',
  categoryId: String(categoryId),
  topPriority: false,
  uid: '',
  author: '',
  avatar: '',
  ...o,
});
const post = (level: string, o: Record<string, unknown> = {}) =>
  call('POST', '/api/group/discussion', t(level), hoj(o));
const list = async (level = 'member', query = '') =>
  (await call<Page>('GET', `/api/group/get-discussion-list?gid=${gid}${query}`, t(level))).body;
const adminList = async (level = 'admin') =>
  (await call<Page>('GET', `/api/group/get-admin-discussion-list?gid=${gid}`, t(level))).body;
const idOf = async (title: string) =>
  (await adminList('super')).data.records.find((d) => d.title === title)!.id;
const siteTitles = async (query = '', token: string | null = null) =>
  (await call<Page>('GET', `/api/get-discussion-list${query}`, token)).body.data.records.map(
    (d) => d.title,
  );

beforeAll(async () => {
  kit = await startGroupSite({ shortName: 'gtalk' });
  gid = kit.gid;
  await kit.ok('PUT', '/api/admin/switch/update', kit.rootToken, {
    openGroupDiscussion: true,
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateCommentACInitValue: 0,
  });
  const saved = await kit.ok<{ id: number }[]>('POST', '/api/discussion-category', kit.rootToken, [
    { name: 'General' },
  ]);
  categoryId = saved[0]!.id;
});
afterAll(async () => {
  await kit.close();
});

describe('group discussions', () => {
  it("posts with HOJ's body and lists 10 a page, pinned first, with the group badges", async () => {
    expect((await post('member')).body).toMatchObject({ status: 200, data: null });
    // A member's top switch is ignored; an admin's and a root's are kept.
    await post('member', { title: 'Member wants the top', topPriority: true });
    await post('admin', { title: 'Admin rules', topPriority: true });
    await post('owner', { title: 'Owner note' });
    const page = (await list()).data;
    expect(page).toMatchObject({ size: 10, current: 1, total: 4 });
    expect(page.records.map((d) => [d.title, d.author, d.role, d.topPriority])).toEqual([
      ['Admin rules', 'lvadmin', 'admin', true],
      ['Owner note', 'owner', 'root', false],
      ['Member wants the top', 'lvmember', 'user', false],
      ['How do we split the work?', 'lvmember', 'user', false],
    ]);
    expect(page.records.every((d) => d.gid === gid)).toBe(true);
  });

  it('never shows group discussions in the site lists or their search', async () => {
    const titles = [
      ...(await siteTitles()),
      ...(await siteTitles('?keyword=Admin', t('member'))),
      ...(await siteTitles('?admin=true&keyword=rules', kit.rootToken)),
      ...(await siteTitles('?onlyMine=true', t('member'))),
    ];
    expect(titles).toEqual([]);
    const [row] = await kit.site.db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM read.discussions WHERE gid = ${gid}`;
    expect(row!.n).toBe(4);
  });

  it('opens the detail to members only, counting views, with the sanitised content as sent', async () => {
    const did = await idOf('Owner note');
    const detail = await call<Listed & { content: string; categoryName: string }>(
      'GET',
      `/api/get-discussion-detail?did=${did}`,
      t('member'),
    );
    expect(detail.body.data).toMatchObject({
      gid,
      role: 'root',
      viewNum: 1,
      categoryName: 'General',
    });
    // Stored as sent: the one sanitiser runs where it is rendered, as for site discussions.
    expect(detail.body.data.content).toBe('Let us **talk** <img src=x onerror=alert(1)>');
    expect((await call('GET', `/api/get-discussion-detail?did=${did}`, null)).body.status).toBe(
      401,
    );
    for (const level of ['stranger', 'applying'])
      expect(
        (await call('GET', `/api/get-discussion-detail?did=${did}`, t(level))).body,
      ).toMatchObject({ status: 403 });
  });

  it('lets another member comment, and tells the author with the group page as the link', async () => {
    const did = await idOf('Owner note');
    await kit.ok('POST', '/api/comment', t('member'), { did: String(did), content: 'Count me in' });
    const comments = await call<{ commentList: { records: { fromName: string }[] } }>(
      'GET',
      `/api/comments?did=${did}`,
      t('admin'),
    );
    expect(comments.body.data.commentList.records.map((c) => c.fromName)).toEqual(['lvmember']);
    const box = await kit.ok<{ records: { url: string; senderUsername: string }[] }>(
      'GET',
      '/api/msg/comment',
      kit.tokens.owner!,
    );
    expect(box.records[0]).toMatchObject({
      senderUsername: 'lvmember',
      url: `/group/${gid}/discussion-detail/${did}`,
    });
    expect((await list()).data.records.find((d) => d.id === did)!.commentNum).toBe(1);
  });

  it('lets authors edit and delete their own, group admins anyone, and nobody else', async () => {
    await post('member', { title: 'Typo in titel' });
    const did = await idOf('Typo in titel');
    const edit = (level: string, o: Record<string, unknown>) =>
      call('PUT', '/api/group/discussion', t(level), hoj({ id: String(did), ...o }));
    expect((await edit('member', { title: 'Typo in title', topPriority: true })).body.status).toBe(
      200,
    );
    expect((await adminList()).data.records.find((d) => d.id === did)).toMatchObject({
      title: 'Typo in title',
      topPriority: false,
    });
    expect((await post('root', { title: 'Root topic' })).body.status).toBe(200);
    const other = await idOf('Root topic');
    expect(
      (await call('PUT', '/api/group/discussion', t('member'), hoj({ id: other }))).body,
    ).toMatchObject({ status: 403, msg: m.notYours });
    expect(
      (await call('DELETE', `/api/group/discussion?did=${other}`, t('member'))).body.status,
    ).toBe(403);
    expect((await edit('admin', { title: 'Pinned by admin', topPriority: true })).body.status).toBe(
      200,
    );
    expect((await adminList()).data.records[0]).toMatchObject({ id: did, topPriority: true });
    expect(
      (await call('DELETE', `/api/group/discussion?did=${did}`, t('member'))).body.status,
    ).toBe(200);
    expect(
      (await call('DELETE', `/api/group/discussion?did=${other}`, t('admin'))).body.status,
    ).toBe(200);
    expect((await adminList()).data.records.map((d) => d.id)).not.toContain(other);
  });

  it('disables from the admin page: gone for members, kept for the group admins', async () => {
    const did = await idOf('How do we split the work?');
    const row = (await adminList()).data.records.find((d) => d.id === did)!;
    // The admin table sends its whole row back with the status switched.
    await kit.ok('PUT', '/api/group/discussion', t('admin'), {
      ...row,
      gid: String(gid),
      status: 1,
    });
    expect((await list()).data.records.map((d) => d.id)).not.toContain(did);
    expect((await adminList()).data.records.find((d) => d.id === did)!.status).toBe(1);
    expect(
      (await call('GET', `/api/get-discussion-detail?did=${did}`, t('member'))).body,
    ).toMatchObject({ status: 403, msg: m.disabled });
    expect(
      (await call('GET', `/api/get-discussion-detail?did=${did}`, t('admin'))).body.status,
    ).toBe(200);
    // A member's own page cannot re-enable it: the status is a moderator's.
    await kit.ok('PUT', '/api/group/discussion', t('member'), {
      ...row,
      gid: String(gid),
      status: 0,
    });
    expect((await adminList()).data.records.find((d) => d.id === did)!.status).toBe(1);
    await kit.ok('PUT', '/api/group/discussion', t('root'), {
      ...row,
      gid: String(gid),
      status: 0,
    });
    expect((await list()).data.records.map((d) => d.id)).toContain(did);
  });

  it('enforces the limits of spec 3 section 5 and a known category', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x'.repeat(256) }, 'Title can be at most 255 characters'],
      [{ title: null }, 'Title is required'],
      [{ description: 'd'.repeat(256) }, 'Description can be at most 255 characters'],
      [{ content: 'c'.repeat(65_536) }, 'Content can be at most 65535 characters'],
      [{ content: '   ' }, 'Content is required'],
      [{ categoryId: null }, m.categoryRequired],
      [{ categoryId: '999' }, m.categoryMissing],
    ];
    for (const [change, msg] of cases)
      expect((await post('admin', change)).body, msg).toMatchObject({ status: 400, msg });
    expect((await post('admin', { gid: null })).body.status).toBe(400);
    expect(
      (await post('admin', { content: 'c'.repeat(65_535), title: 'Long one' })).body.status,
    ).toBe(200);
  });

  it("links a site problem or one of the group's, never another group's", async () => {
    await kit.ok('POST', '/api/admin/problem', kit.rootToken, problemDto({ problemId: 'SITE1' }));
    await kit.ok('POST', '/api/admin/problem', kit.rootToken, problemDto({ problemId: 'OTHER1' }));
    await kit.ok('POST', '/api/admin/problem', kit.rootToken, problemDto({ problemId: 'MINE1' }));
    // Stand-ins for group problems (their own area makes them): one of this group, one not.
    await kit.site.db.sql`UPDATE read.problems SET gid = ${gid} WHERE problem_id = 'MINE1'`;
    await kit.site.db.sql`UPDATE read.problems SET gid = ${gid + 1000} WHERE problem_id = 'OTHER1'`;
    // A member of their own: each member may post only a few a minute.
    kit.tokens.reader = await kit.newUser('reader');
    await kit.apply(kit.tokens.reader);
    await kit.setAuth(kit.uids.reader!, 3);
    expect((await post('reader', { pid: 'SITE1', title: 'On SITE1' })).body.status).toBe(200);
    expect((await post('reader', { pid: 'MINE1', title: 'On MINE1' })).body.status).toBe(200);
    for (const pid of ['OTHER1', 'NOPE1'])
      expect((await post('reader', { pid })).body).toMatchObject({
        status: 404,
        msg: m.problemMissing,
      });
    const onMine = (await list('member', '&pid=MINE1')).data.records;
    expect(onMine.map((d) => [d.title, d.pid])).toEqual([['On MINE1', 'MINE1']]);
    // The site's form posting on a group problem makes it that group's discussion (as HOJ).
    const site = (level: string) =>
      call(
        'POST',
        '/api/discussion',
        t(level),
        hoj({ gid: null, pid: 'MINE1', title: 'Via site' }),
      );
    expect((await site('stranger')).body.status).toBe(403);
    expect((await site('admin')).body.status).toBe(200);
    expect((await adminList()).data.records.find((d) => d.title === 'Via site')!.gid).toBe(gid);
    expect(await siteTitles()).toEqual([]);
  });

  it("keeps a group's discussions and their reports from the site's admins, not the super admin", async () => {
    const did = await idOf('Owner note');
    await kit.ok('POST', '/api/discussion-report', t('member'), { did, content: '#spam#' });
    const siteAdmin = await kit.userWithRole('siteadmin', 'admin');
    const reports = async (token: string) =>
      (await kit.ok<{ records: { did: number }[] }>('GET', '/api/admin/discussion-report', token))
        .records;
    expect((await reports(siteAdmin)).map((r) => r.did)).not.toContain(did);
    expect((await reports(kit.rootToken)).map((r) => r.did)).toContain(did);
    const moderate = (token: string) =>
      call('PUT', '/api/admin/discussion', token, { id: did, status: 1 });
    expect((await moderate(siteAdmin)).body.status).toBe(403);
    expect((await call('DELETE', '/api/admin/discussion', siteAdmin, [did])).body.status).toBe(403);
    expect((await moderate(kit.rootToken)).body.status).toBe(200);
    expect((await adminList()).data.records.find((d) => d.id === did)!.status).toBe(1);
  });
});
