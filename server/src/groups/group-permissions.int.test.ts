import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  groupViewerLevels as levels,
  onlyAllowed,
  startGroupSite,
  type GroupViewerLevel as Level,
} from '../../test-kit/group-kit.ts';

/**
 * Who may read and who may write each group endpoint, level by level: anonymous, a non-member,
 * an applicant, a member, a group admin, a group root (not the owner) and the super admin.
 * Each row runs on a fresh target where it writes, so one row's success cannot hide another's.
 */
let kit: Awaited<ReturnType<typeof startGroupSite>>;
let tokens: Record<string, string | null>;
let gid = 0;
let seq = 0;

const call = (method: string, path: string, token: string | null, body?: unknown) =>
  kit.call(method, path, token, body);
const setAuth = (token: string | null, uid: string, auth: number) =>
  call('PUT', '/api/group/member', token, { gid: String(gid), uid, auth });
/** A fresh user at `auth` in the group (1 applying, 3 member, 4 admin). */
const target = async (auth: 1 | 3 | 4) => {
  const name = `t${++seq}`;
  const token = await kit.newUser(name);
  await kit.apply(token);
  if (auth > 1) await kit.setAuth(kit.uids[name]!, auth);
  return { name, uid: kit.uids[name]!, token };
};
const announce = async () => {
  await call('POST', '/api/group/announcement', tokens.owner!, {
    gid: String(gid),
    title: `Note ${++seq}`,
    content: 'x',
    status: 0,
  });
  const [row] = await kit.site.db.sql<{ id: number }[]>`
    SELECT id FROM read.group_announcements ORDER BY id DESC LIMIT 1`;
  return Number(row!.id);
};

beforeAll(async () => {
  kit = await startGroupSite();
  ({ tokens, gid } = kit);
});
afterAll(async () => {
  await kit.close();
});

type Row = [string, (token: string | null) => Promise<{ body: { status: number } }>, Level[]];
const reads: Row[] = [
  ['get-group-list', (t) => call('GET', '/api/get-group-list', t), [...levels]],
  ['get-group-detail', (t) => call('GET', `/api/get-group-detail?gid=${gid}`, t), levels.slice(1)],
  ['get-group-access', (t) => call('GET', `/api/get-group-access?gid=${gid}`, t), levels.slice(1)],
  ['get-group-auth', (t) => call('GET', `/api/get-group-auth?gid=${gid}`, t), levels.slice(1)],
  [
    'get-member-list',
    (t) => call('GET', `/api/group/get-member-list?gid=${gid}`, t),
    ['member', 'admin', 'root', 'super'],
  ],
  [
    'get-apply-list',
    (t) => call('GET', `/api/group/get-apply-list?gid=${gid}`, t),
    ['admin', 'root', 'super'],
  ],
  [
    'get-announcement-list',
    (t) => call('GET', `/api/group/get-announcement-list?gid=${gid}`, t),
    ['member', 'admin', 'root', 'super'],
  ],
  [
    'get-admin-announcement-list',
    (t) => call('GET', `/api/group/get-admin-announcement-list?gid=${gid}`, t),
    ['admin', 'root', 'super'],
  ],
];
const writes: Row[] = [
  [
    'approve an applicant',
    async (t) => setAuth(t, (await target(1)).uid, 3),
    ['admin', 'root', 'super'],
  ],
  ['make an admin', async (t) => setAuth(t, (await target(3)).uid, 4), ['root', 'super']],
  [
    'kick a member',
    async (t) => call('DELETE', `/api/group/member?gid=${gid}&uid=${(await target(3)).uid}`, t),
    ['admin', 'root', 'super'],
  ],
  [
    'kick an admin',
    async (t) => call('DELETE', `/api/group/member?gid=${gid}&uid=${(await target(4)).uid}`, t),
    ['root', 'super'],
  ],
  [
    'post an announcement',
    (t) =>
      call('POST', '/api/group/announcement', t, {
        gid: String(gid),
        title: 'Hi',
        content: 'x',
        status: 0,
      }),
    ['admin', 'root', 'super'],
  ],
  [
    "edit the owner's announcement",
    async (t) =>
      call('PUT', '/api/group/announcement', t, {
        id: await announce(),
        gid: String(gid),
        title: 'Edited',
        content: 'y',
        status: 1,
      }),
    ['root', 'super'],
  ],
  [
    "delete the owner's announcement",
    async (t) => call('DELETE', `/api/group/announcement?aid=${await announce()}`, t),
    ['root', 'super'],
  ],
  [
    'update the group',
    (t) => call('PUT', '/api/group', t, { id: String(gid), brief: `Brief ${++seq}` }),
    ['root', 'super'],
  ],
];

describe('group permissions by level', () => {
  for (const [name, run, allowed] of [...reads, ...writes])
    it(`${name}: only ${allowed.join(', ')}`, async () => {
      expect(onlyAllowed(await kit.byLevel(run), allowed)).toEqual({});
    });

  it('disband: only the owner or the super admin', async () => {
    for (const level of levels.slice(0, 6))
      expect(
        (await call('DELETE', `/api/group?gid=${gid}`, tokens[level] ?? null)).body.status,
      ).not.toBe(200);
    expect((await call('DELETE', `/api/group?gid=${gid}`, tokens.super!)).body.status).toBe(200);
    expect(
      (await call('GET', `/api/get-group-detail?gid=${gid}`, tokens.member!)).body.status,
    ).toBe(404);
  });
});
