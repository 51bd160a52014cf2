import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  onlyAllowed,
  startGroupSite,
  type GroupViewerLevel as Level,
} from '../../test-kit/group-kit.ts';
import { discussionMessages as m } from './discussion.policy.ts';

/**
 * Who may read and who may write each group discussion call, the group avatar and the editor
 * uploads of a group, level by level: anonymous, a non-member, an applicant, a member, a group
 * admin, a group root (not the owner) and the super admin. Writes run on a fresh discussion of
 * the owner's each time, so one row's success cannot hide another's.
 */
let kit: Awaited<ReturnType<typeof startGroupSite>>;
let gid = 0;
let categoryId = 0;
let seq = 0;
let shared = 0;
let sharedComment = 0;

type Answer = { body: { status: number; msg: string; data: unknown } };
const call = (method: string, path: string, token: string | null, body?: unknown) =>
  kit.call(method, path, token, body) as Promise<Answer>;
const owner = () => kit.tokens.owner!;

/** The Discussion as HOJ's group page posts it: gid as a string, nulls for the rest. */
const hojDiscussion = (o: Record<string, unknown> = {}) => ({
  id: null,
  pid: null,
  gid: String(gid),
  title: `Topic ${++seq}`,
  content: 'Let us **talk**',
  description: 'A topic',
  categoryId: String(categoryId),
  topPriority: false,
  uid: '',
  author: '',
  avatar: '',
  ...o,
});
/** A new discussion of the owner's, by its id. */
const ownersDiscussion = async () => {
  const title = `Owner topic ${++seq}`;
  await kit.ok('POST', '/api/group/discussion', owner(), hojDiscussion({ title }));
  const [row] = await kit.site.db.sql<{ id: number }[]>`
    SELECT id FROM read.discussions WHERE title = ${title}`;
  return Number(row!.id);
};
const picture = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
const upload = async (path: string, field: string, token: string | null, name: string) => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(await picture())]), name);
  form.append('gid', String(gid));
  const res = await fetch(`${kit.site.url}${path}`, {
    method: 'POST',
    headers: token ? { Authorization: token } : {},
    body: form,
  });
  return { body: (await res.json()) as Answer['body'] };
};

beforeAll(async () => {
  kit = await startGroupSite({ shortName: 'gdisc' });
  gid = kit.gid;
  await kit.ok('PUT', '/api/admin/switch/update', kit.rootToken, {
    openGroupDiscussion: true,
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateCommentACInitValue: 0,
  });
  // Every row uploads once per level: the per-user upload pace is not what is tested here.
  kit.site.deps.imageUploads = { perMinute: 1000, perDay: 1000 };
  const saved = await kit.ok<{ id: number }[]>('POST', '/api/discussion-category', kit.rootToken, [
    { name: 'General' },
  ]);
  categoryId = saved[0]!.id;
  shared = await ownersDiscussion();
  await kit.ok('POST', '/api/comment', owner(), { did: String(shared), content: 'First!' });
  const [c] = await kit.site.db.sql<{ id: number }[]>`
    SELECT id FROM read.comments WHERE did = ${shared}`;
  sharedComment = Number(c!.id);
});
afterAll(async () => {
  await kit.close();
});

const members: Level[] = ['member', 'admin', 'root', 'super'];
const admins: Level[] = ['admin', 'root', 'super'];
type Row = [string, (token: string | null) => Promise<Answer>, Level[]];
const reads: Row[] = [
  [
    'group discussion list',
    (t) => call('GET', `/api/group/get-discussion-list?gid=${gid}`, t),
    members,
  ],
  [
    'group admin discussion list',
    (t) => call('GET', `/api/group/get-admin-discussion-list?gid=${gid}`, t),
    admins,
  ],
  ['discussion detail', (t) => call('GET', `/api/get-discussion-detail?did=${shared}`, t), members],
  ['comments', (t) => call('GET', `/api/comments?did=${shared}`, t), members],
  ['replies', (t) => call('GET', `/api/reply?commentId=${sharedComment}`, t), members],
];
const writes: Row[] = [
  ['post a discussion', (t) => call('POST', '/api/group/discussion', t, hojDiscussion()), members],
  [
    "edit the owner's discussion",
    async (t) =>
      call('PUT', '/api/group/discussion', t, hojDiscussion({ id: await ownersDiscussion() })),
    admins,
  ],
  [
    "disable the owner's discussion from the admin page",
    async (t) =>
      call('PUT', '/api/group/discussion', t, {
        ...hojDiscussion({ id: await ownersDiscussion() }),
        status: 1,
        topPriority: true,
      }),
    admins,
  ],
  [
    "delete the owner's discussion",
    async (t) => call('DELETE', `/api/group/discussion?did=${await ownersDiscussion()}`, t),
    admins,
  ],
  [
    'comment',
    (t) => call('POST', '/api/comment', t, { did: String(shared), content: 'Agreed' }),
    members,
  ],
  [
    'reply',
    (t) =>
      call('POST', '/api/reply', t, {
        reply: { commentId: sharedComment, content: 'Me too' },
        did: String(shared),
      }),
    members,
  ],
  [
    'like the discussion',
    async (t) => call('GET', `/api/discussion-like?did=${await ownersDiscussion()}&toLike=true`, t),
    members,
  ],
  [
    'like a comment',
    (t) => call('GET', `/api/comment-like?cid=${sharedComment}&toLike=true`, t),
    members,
  ],
  [
    'report the discussion',
    async (t) =>
      call('POST', '/api/discussion-report', t, {
        did: await ownersDiscussion(),
        reporter: null,
        content: '#spam#',
      }),
    members,
  ],
  [
    'upload the group avatar',
    (t) => upload('/api/file/upload-group-avatar', 'image', t, 'avatar.png'),
    ['root', 'super'],
  ],
  [
    'upload an editor picture',
    (t) => upload('/api/file/upload-md-img', 'image', t, 'a.png'),
    admins,
  ],
  ['upload an editor file', (t) => upload('/api/file/upload-md-file', 'file', t, 'a.png'), admins],
];

describe('group discussion, avatar and editor upload permissions by level', () => {
  for (const [name, run, allowed] of [...reads, ...writes])
    it(`${name}: only ${allowed.join(', ')}`, async () => {
      expect(onlyAllowed(await kit.byLevel(run), allowed)).toEqual({});
    });

  it('closes every group discussion call while the group-discussion switch is off', async () => {
    await kit.ok('PUT', '/api/admin/switch/update', kit.rootToken, { openGroupDiscussion: false });
    try {
      const did = shared;
      const closed: ((t: string) => Promise<Answer>)[] = [
        (t) => call('GET', `/api/group/get-discussion-list?gid=${gid}`, t),
        (t) => call('GET', `/api/group/get-admin-discussion-list?gid=${gid}`, t),
        (t) => call('POST', '/api/group/discussion', t, hojDiscussion()),
        (t) => call('PUT', '/api/group/discussion', t, hojDiscussion({ id: did })),
        (t) => call('DELETE', `/api/group/discussion?did=${did}`, t),
        (t) => call('GET', `/api/get-discussion-detail?did=${did}`, t),
        (t) => call('GET', `/api/comments?did=${did}`, t),
        (t) => call('POST', '/api/comment', t, { did: String(did), content: 'Hi' }),
        (t) => call('GET', `/api/reply?commentId=${sharedComment}`, t),
        (t) => call('GET', `/api/discussion-like?did=${did}&toLike=true`, t),
        (t) => call('POST', '/api/discussion-report', t, { did, content: 'x' }),
      ];
      // Closed for everyone, the owner and the super admin included (as HOJ's access check).
      for (const run of closed)
        for (const token of [owner(), kit.rootToken])
          expect((await run(token)).body).toMatchObject({ status: 403, msg: m.groupOff });
      // The site's own discussions stay open.
      expect((await call('GET', '/api/get-discussion-list', null)).body.status).toBe(200);
    } finally {
      await kit.ok('PUT', '/api/admin/switch/update', kit.rootToken, { openGroupDiscussion: true });
    }
    expect(
      (await call('GET', `/api/get-discussion-detail?did=${shared}`, owner())).body.status,
    ).toBe(200);
  });
});
