import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { auditVo } from './audit-vo.ts';
import {
  hojComment,
  hojDiscussion,
  hojGroup,
  hojGroupMember,
  startProblemSite,
} from '../../test-kit/index.ts';

/**
 * /api/admin/get-audit-log for the community: moderators removing what others wrote, pinning,
 * handling reports and saving categories; group admins deciding on members. What authors do to
 * their own words, and a user applying to a group, is not an admin action and is not listed.
 */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
const users: Record<string, { token: string; uid: string }> = {};
let categoryId = 0;
let did = 0;
let gid = 0;
const title = 'Why does my DP time out?';
const groupName = 'Audit Study Club';

/** A row of the log as the route answers it. */
type AuditRecord = ReturnType<typeof auditVo>;
interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
}

const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
const as = (name: string) => (name === 'root' ? kit.rootToken : users[name]!.token);
const must = async <T = null>(
  method: string,
  path: string,
  name: string,
  body?: unknown,
): Promise<T> => {
  const r = await call<T>(method, path, as(name), body);
  expect(r.body.status, `${method} ${path} as ${name}: ${r.body.msg}`).toBe(200);
  return r.body.data;
};

const records = async (query = '') => {
  const r = await call<Page<AuditRecord>>('GET', `/api/admin/get-audit-log${query}`, as('root'));
  expect(r.body.status, r.body.msg).toBe(200);
  return r.body.data.records;
};
/**
 * The log is a projection: waits (with a deadline) until `query` lists a record that `seen`
 * accepts, then gives the whole list. Entries are applied in order, so whatever an earlier
 * request would have logged is in the list by then too.
 */
const until = async (query: string, seen: (r: AuditRecord) => boolean) => {
  await expect
    .poll(async () => (await records(query)).some(seen), { timeout: 30_000, interval: 50 })
    .toBe(true);
  return records(query);
};
const brief = (r: AuditRecord) => [r.action, r.actor?.username ?? null, r.target.username];

/** A discussion in the category, as hoj-vue posts it. */
const hojBody = (o: Record<string, unknown>) =>
  hojDiscussion({
    categoryId: String(categoryId),
    title,
    description: 'Memoisation',
    content: 'My solution is O(n^2)',
    ...o,
  });
const comment = (name: string, content: string) =>
  must<{ id: number }>('POST', '/api/comment', name, hojComment(content, { did: String(did) }));
/** The ReplyDTO as hoj-vue posts it. */
const reply = (name: string, commentId: number, content: string) =>
  must<{ id: number }>('POST', '/api/reply', name, {
    reply: { id: null, commentId, content, toUid: null, toName: null, toAvatar: null },
    did: String(did),
    quoteId: null,
    quoteType: null,
  });
const didOf = async (t: string) =>
  (
    await must<Page<{ id: number; title: string }>>(
      'GET',
      `/api/get-discussion-list?admin=true&keyword=${encodeURIComponent(t)}`,
      'root',
    )
  ).records.find((d) => d.title === t)!.id;
const setAuth = (by: string, who: string, auth: number) =>
  must('PUT', '/api/group/member', by, hojGroupMember(gid, users[who]!.uid, auth));

const groupActions = 'GroupMemberAuthSet,GroupMemberRemoved,GroupDisbanded';

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
  await must('PUT', '/api/admin/switch/update', 'root', {
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateCommentACInitValue: 0,
    defaultCreateGroupACInitValue: 0,
    openGroupDiscussion: true,
  });
  const saved = await must<{ id: number }[]>('POST', '/api/discussion-category', 'root', [
    { name: 'General' },
  ]);
  categoryId = saved[0]!.id;
  await must('POST', '/api/discussion', 'alice', hojBody({}));
  did = await didOf(title);
});
afterAll(async () => kit?.close());

describe('the audit log of discussions', () => {
  it('lists a moderator removing a comment or reply, never an author removing their own', async () => {
    const own = await comment('alice', 'Forget it, found the bug');
    const other = await comment('alice', 'Buy cheap accounts here');
    expect(await must('DELETE', '/api/comment', 'alice', { ...own, did })).toBeNull();
    await must('DELETE', '/api/comment', 'admin1', { ...other, did });
    const rows = await until('?action=CommentDeleted', (r) => r.actor?.username === 'admin1');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'CommentDeleted',
      actor: { uid: users.admin1!.uid, username: 'admin1' },
      target: {
        kind: 'discussion',
        id: did,
        gid: null,
        label: title,
        uid: users.alice!.uid,
        username: 'alice',
      },
      changes: [],
    });

    const host = await comment('bob', 'Try a bottom-up table');
    const mine = await reply('alice', host.id, 'Thanks!');
    const spam = await reply('alice', host.id, 'Visit my site');
    await must('DELETE', '/api/reply', 'alice', { reply: mine, did: String(did) });
    await must('DELETE', '/api/reply', 'admin1', { reply: spam, did: String(did) });
    const replies = await until('?action=ReplyDeleted', (r) => r.actor?.username === 'admin1');
    expect(replies.map(brief)).toEqual([['ReplyDeleted', 'admin1', 'alice']]);
    expect(replies[0]!.target).toMatchObject({ kind: 'discussion', id: did, label: title });
  });

  it('shows a handled report as handled false to true, named after the discussion', async () => {
    await must('POST', '/api/discussion-report', 'bob', {
      id: null,
      did: String(did),
      reporter: null,
      content: '#Spam ads# in the comments',
      status: null,
      gmtCreate: null,
      gmtModified: null,
    });
    const queue = await must<Page<{ id: number; did: number }>>(
      'GET',
      '/api/admin/discussion-report?currentPage=1&limit=10',
      'admin1',
    );
    const report = queue.records.find((r) => r.did === did)!;
    await must('PUT', '/api/admin/discussion-report', 'admin1', { ...report, status: true });
    const [row, ...rest] = await until('?action=DiscussionReportHandled', () => true);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      actor: { username: 'admin1' },
      target: { kind: 'discussion', id: did, label: title },
      changes: [{ field: 'handled', from: false, to: true }],
    });
  });

  it('shows disabling and pinning from the admin page as status and topPriority changes', async () => {
    const listed = await must<Page<Record<string, unknown> & { id: number }>>(
      'GET',
      '/api/get-discussion-list?admin=true',
      'admin1',
    );
    const row = listed.records.find((d) => d.id === did)!;
    await must('PUT', '/api/admin/discussion', 'admin1', { ...row, status: 1, topPriority: true });
    const [moderated, ...rest] = await until('?action=DiscussionModerated', () => true);
    expect(rest).toEqual([]);
    expect(moderated).toMatchObject({
      actor: { username: 'admin1' },
      target: { kind: 'discussion', id: did, label: title },
    });
    expect(moderated!.changes).toEqual([
      { field: 'status', from: 0, to: 1 },
      { field: 'topPriority', from: false, to: true },
    ]);
  });

  it('shows the super admin saving the categories as the names before and after', async () => {
    await must('POST', '/api/discussion-category', 'root', [
      { id: String(categoryId), name: 'Help' },
      { id: null, name: 'Ideas' },
    ]);
    const rows = await until('?action=DiscussionCategoriesSaved', (r) =>
      r.changes.some((c) => c.to === 'Help, Ideas'),
    );
    expect(rows.map((r) => [r.actor?.username, r.target.kind, r.changes])).toEqual([
      ['root', 'categories', [{ field: 'categories', from: 'General', to: 'Help, Ideas' }]],
      ['root', 'categories', [{ field: 'categories', from: null, to: 'General' }]],
    ]);
  });

  it('lists a moderator deleting a discussion, never its author deleting their own', async () => {
    await must('POST', '/api/discussion', 'alice', hojBody({ title: 'Never mind' }));
    const own = await didOf('Never mind');
    await must('DELETE', `/api/discussion?did=${own}`, 'alice');
    await must('DELETE', '/api/admin/discussion', 'admin1', [did]);
    const rows = await until('?action=DiscussionDeleted', (r) => r.target.id === did);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor: { username: 'admin1' },
      target: { kind: 'discussion', id: did, label: title, username: 'alice' },
    });
  });
});

describe('the audit log of groups', () => {
  it("lists a group admin's decisions on members, not the members' own applications", async () => {
    // A protected group: an application waits for an admin.
    await must(
      'POST',
      '/api/group',
      'alice',
      hojGroup({
        name: groupName,
        shortName: 'audit1',
        brief: 'We read the audit log',
        description: 'A group to see what group admins do',
        auth: 2,
      }),
    );
    const groups = await must<Page<{ id: number; shortName: string }>>(
      'GET',
      '/api/get-group-list?keyword=audit1',
      'root',
    );
    gid = groups.records.find((g) => g.shortName === 'audit1')!.id;
    const reason = encodeURIComponent('I want to learn');
    await must('POST', `/api/group/member?gid=${gid}&code=&reason=${reason}`, 'bob');
    await setAuth('alice', 'bob', 3);
    const approved = await until(`?action=${groupActions}`, () => true);
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({
      action: 'GroupMemberAuthSet',
      actor: { username: 'alice' },
      target: {
        kind: 'group',
        label: groupName,
        id: gid,
        gid,
        uid: users.bob!.uid,
        username: 'bob',
      },
      changes: [{ field: 'groupRole', from: 1, to: 3 }],
    });
  });

  it("lists the group admin deleting a member's discussion of the group with its gid", async () => {
    await must(
      'POST',
      '/api/group/discussion',
      'bob',
      hojBody({ gid: String(gid), title: 'Ours' }),
    );
    const listed = await must<Page<{ id: number; title: string }>>(
      'GET',
      `/api/group/get-discussion-list?gid=${gid}`,
      'alice',
    );
    const ours = listed.records.find((d) => d.title === 'Ours')!.id;
    await must('DELETE', `/api/group/discussion?did=${ours}`, 'alice');
    const [row] = await until('?action=DiscussionDeleted', (r) => r.target.id === ours);
    expect(row).toMatchObject({
      actor: { username: 'alice' },
      target: { kind: 'discussion', id: ours, gid, label: 'Ours', username: 'bob' },
    });
  });

  it('shows a promotion, a removal and the disbanding with the group role before and after', async () => {
    await setAuth('alice', 'bob', 4);
    await must('DELETE', `/api/group/member?gid=${gid}&uid=${users.bob!.uid}`, 'alice');
    await must('DELETE', `/api/group?gid=${gid}`, 'alice');
    const rows = await until(`?action=${groupActions}`, (r) => r.action === 'GroupDisbanded');
    expect(rows.map(brief)).toEqual([
      ['GroupDisbanded', 'alice', null],
      ['GroupMemberRemoved', 'alice', 'bob'],
      ['GroupMemberAuthSet', 'alice', 'bob'],
      ['GroupMemberAuthSet', 'alice', 'bob'],
    ]);
    expect(rows.map((r) => r.changes)).toEqual([
      [],
      [{ field: 'groupRole', from: 4, to: null }],
      [{ field: 'groupRole', from: 3, to: 4 }],
      [{ field: 'groupRole', from: 1, to: 3 }],
    ]);
    for (const r of rows)
      expect(r.target).toMatchObject({ kind: 'group', label: groupName, id: gid, gid });
  });

  it('finds the decisions about a member by their username', async () => {
    const about = await records('?user=BOB');
    expect(about.map((r) => r.action)).toEqual([
      'GroupMemberRemoved',
      'GroupMemberAuthSet',
      'DiscussionDeleted',
      'GroupMemberAuthSet',
    ]);
    const decisions = await records(`?user=bob&action=${groupActions}`);
    expect(decisions.map((r) => r.changes[0]?.to)).toEqual([null, 4, 3]);
    expect(await records(`?user=alice&action=${groupActions}`)).toEqual([]);
    const byAlice = await records('?actor=alice');
    expect(byAlice.every((r) => r.target.gid === gid)).toBe(true);
  });
});
