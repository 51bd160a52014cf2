import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hojGroup, hojGroupMember } from '../../test-kit/hoj-bodies.ts';
import { startProblemSite } from '../../test-kit/problem-kit.ts';
import { connectSocket, type ClientSocket } from '../../test-kit/test-site.ts';
import { groupMessages as m } from './group.policy.ts';

/** Groups over the real app and real sockets, with the bodies HOJ's Vue client sends. */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
const users: Record<string, { token: string; uid: string }> = {};
const sockets: ClientSocket[] = [];

interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
}
interface GroupVo {
  id: number;
  name: string;
  shortName: string;
  auth: number;
  owner: string;
  memberCount: number;
  code?: string | null;
}
interface MemberVo {
  id: number;
  gid: number;
  uid: string;
  username: string;
  auth: number;
  reason: string | null;
}

const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
const as = (name: string) => (name === 'root' ? kit.rootToken : users[name]!.token);

const groupBody = hojGroup;
const create = (name: string, o: Record<string, unknown> = {}) =>
  call('POST', '/api/group', as(name), groupBody(o));
const list = async (query = '', token: string | null = null) =>
  (await call<Page<GroupVo>>('GET', `/api/get-group-list${query}`, token)).body;
const gidOf = async (shortName: string) =>
  (await list(`?keyword=${shortName}`, kit.rootToken)).data.records.find(
    (g) => g.shortName === shortName,
  )!.id;
const apply = (name: string, gid: number, reason = '', code = '') =>
  call(
    'POST',
    `/api/group/member?gid=${gid}&code=${encodeURIComponent(code)}&reason=${encodeURIComponent(reason)}`,
    as(name),
  );
const setAuth = (by: string, gid: number, who: string, auth: number) =>
  call('PUT', '/api/group/member', as(by), hojGroupMember(gid, users[who]!.uid, auth));
const switches = (changes: Record<string, unknown>) =>
  call('PUT', '/api/admin/switch/update', kit.rootToken, changes);

let gid = 0;

beforeAll(async () => {
  kit = await startProblemSite();
  for (const name of ['owner', 'adm', 'mem', 'app', 'stranger', 'newbie']) {
    await kit.userWithRole(name, 'user');
    users[name] = await kit.site.login(name);
  }
  expect((await switches({ defaultCreateGroupACInitValue: 0 })).body.status).toBe(200);
  expect((await create('owner')).body).toMatchObject({ status: 200, data: null });
  gid = await gidOf('cls7a');
  for (const name of ['adm', 'mem', 'app'])
    expect((await apply(name, gid, 'I am in class 7A', 'abc123')).body.status).toBe(200);
  expect((await setAuth('owner', gid, 'adm', 4)).body.status).toBe(200);
  expect((await setAuth('owner', gid, 'mem', 3)).body.status).toBe(200);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await kit.close();
});

describe('creating groups', () => {
  it('checks the form with the spec limits and unique names', async () => {
    const bad = async (o: Record<string, unknown>) => (await create('stranger', o)).body;
    expect(await bad({ name: 'abc' })).toMatchObject({
      status: 400,
      msg: 'Name must be 5 to 25 characters',
    });
    expect(await bad({ shortName: 'abcdefghijk' })).toMatchObject({ status: 400 });
    expect(await bad({ brief: 'x' })).toMatchObject({ status: 400 });
    expect(await bad({ description: 'abc' })).toMatchObject({ status: 400 });
    expect(await bad({ auth: 4 })).toMatchObject({ status: 400 });
    expect(await bad({ code: '12345', shortName: 'other1' })).toMatchObject({
      status: 400,
      msg: m.codeRequired,
    });
    expect(await bad({ name: 'Another name' })).toMatchObject({ msg: m.shortNameTaken });
    expect(await bad({ shortName: 'CLS7B', name: 'class seven a' })).toMatchObject({
      msg: m.nameTaken,
    });
    expect((await call('POST', '/api/group', null, groupBody())).body.status).toBe(401);
  });

  it('enforces the AC gate and the daily and total limits from the switches', async () => {
    await switches({ defaultCreateGroupACInitValue: 3 });
    expect(
      (await create('newbie', { name: 'Newbie group', shortName: 'newb1' })).body,
    ).toMatchObject({ status: 403, msg: m.acNeeded(3) });
    await switches({
      defaultCreateGroupACInitValue: 0,
      defaultCreateGroupDailyLimit: 1,
      defaultCreateGroupLimit: 5,
    });
    const one = { name: 'Newbie group', shortName: 'newb1', auth: 1, code: null };
    expect((await create('newbie', one)).body.status).toBe(200);
    expect(
      (await create('newbie', { ...one, name: 'Newbie second', shortName: 'newb2' })).body,
    ).toMatchObject({ status: 403, msg: m.dailyLimit(1) });
    await switches({ defaultCreateGroupDailyLimit: 9, defaultCreateGroupLimit: 1 });
    expect(
      (await create('newbie', { ...one, name: 'Newbie second', shortName: 'newb2' })).body,
    ).toMatchObject({ status: 403, msg: m.totalLimit(1) });
    await switches({ defaultCreateGroupDailyLimit: 9, defaultCreateGroupLimit: 9 });
  });
});

describe('the group list and detail', () => {
  it('pages by 15 with keyword, auth and onlyMine, never showing the code', async () => {
    const page = await list();
    expect(page.status).toBe(200);
    expect(page.data.size).toBe(15);
    const mine = page.data.records.find((g) => g.id === gid)!;
    expect(mine).toMatchObject({ name: 'Class Seven A', auth: 3, owner: 'owner', memberCount: 3 });
    expect(mine).not.toHaveProperty('code');
    expect((await list('?auth=1')).data.records.map((g) => g.shortName)).toEqual(['newb1']);
    expect((await list('?keyword=seven')).data.records.map((g) => g.id)).toEqual([gid]);
    const only = await list('?onlyMine=true', as('app'));
    expect(only.data.total).toBe(0);
    expect((await list('?onlyMine=true', as('mem'))).data.records.map((g) => g.id)).toEqual([gid]);
  });

  it('answers detail, access and auth; the code only to roots', async () => {
    const detail = (name: string) =>
      call<GroupVo & { uid: string }>('GET', `/api/get-group-detail?gid=${gid}`, as(name));
    expect((await detail('stranger')).body.data).toMatchObject({ id: gid, code: null });
    expect((await detail('owner')).body.data.code).toBe('abc123');
    expect((await detail('root')).body.data.code).toBe('abc123');
    expect((await call('GET', `/api/get-group-detail?gid=${gid}`, null)).body.status).toBe(401);
    expect((await call('GET', '/api/get-group-detail?gid=999999', as('mem'))).body.status).toBe(
      404,
    );
    const access = async (name: string) =>
      (await call<{ access: boolean }>('GET', `/api/get-group-access?gid=${gid}`, as(name))).body
        .data.access;
    expect([await access('mem'), await access('app'), await access('root')]).toEqual([
      true,
      false,
      true,
    ]);
    const auth = async (name: string) =>
      (await call<number>('GET', `/api/get-group-auth?gid=${gid}`, as(name))).body.data;
    expect([
      await auth('owner'),
      await auth('adm'),
      await auth('app'),
      await auth('stranger'),
    ]).toEqual([5, 4, 1, 0]);
  });
});

describe('applying, exiting and managing members', () => {
  it('joins a public group at once; private needs the reason and the right code', async () => {
    const pub = await gidOf('newb1');
    expect((await apply('stranger', pub)).body.status).toBe(200);
    expect(
      (await call<number>('GET', `/api/get-group-auth?gid=${pub}`, as('stranger'))).body.data,
    ).toBe(3);
    expect((await apply('stranger', gid, 'hi', 'abc123')).body).toMatchObject({
      status: 400,
      msg: m.reasonRequired,
    });
    expect((await apply('stranger', gid, 'let me in please', 'zzz999')).body).toMatchObject({
      status: 400,
      msg: m.wrongCode,
    });
    expect((await apply('app', gid, 'let me in please', 'abc123')).body.msg).toBe(m.alreadyApplied);
    expect((await apply('mem', gid, 'let me in please', 'abc123')).body.msg).toBe(m.alreadyMember);
  });

  it('lists members to members and applications to admins, with the reason', async () => {
    const members = await call<Page<MemberVo>>(
      'GET',
      `/api/group/get-member-list?gid=${gid}&currentPage=1&limit=10`,
      as('mem'),
    );
    expect(members.body.data.records.map((r) => [r.username, r.auth])).toEqual([
      ['owner', 5],
      ['adm', 4],
      ['mem', 3],
    ]);
    const applying = await call<Page<MemberVo>>(
      'GET',
      `/api/group/get-apply-list?gid=${gid}`,
      as('adm'),
    );
    expect(applying.body.data.records).toEqual([
      expect.objectContaining({ gid, username: 'app', auth: 1, reason: 'I am in class 7A' }),
    ]);
    expect((await call('GET', `/api/group/get-apply-list?gid=${gid}`, as('mem'))).body.status).toBe(
      403,
    );
  });

  it('pushes the decision to the applicant, who becomes a member', async () => {
    const socket = await connectSocket(kit.site.url, as('app'));
    sockets.push(socket);
    const heard: unknown[] = [];
    socket.on('group:membership', (change) => heard.push(change));
    const other = await connectSocket(kit.site.url, as('stranger'));
    sockets.push(other);
    const otherHeard: unknown[] = [];
    other.on('group:membership', (change) => otherHeard.push(change));
    expect((await setAuth('adm', gid, 'app', 2)).body.status).toBe(200);
    await expect.poll(() => heard).toEqual([{ gid, auth: 2 }]);
    expect((await apply('app', gid, 'please, second try', 'abc123')).body.status).toBe(200);
    expect((await setAuth('adm', gid, 'app', 3)).body.status).toBe(200);
    await expect
      .poll(() => heard)
      .toEqual([
        { gid, auth: 2 },
        { gid, auth: 3 },
      ]);
    expect(otherHeard).toEqual([]);
  });

  it('keeps admins below themselves and the owner untouchable', async () => {
    expect((await setAuth('adm', gid, 'mem', 4)).body).toMatchObject({
      status: 403,
      msg: m.noHigherThanOwn,
    });
    expect((await setAuth('adm', gid, 'owner', 3)).body.msg).toBe(m.ownerUntouchable);
    expect((await setAuth('mem', gid, 'app', 4)).body).toMatchObject({
      status: 403,
      msg: m.notAdmin,
    });
    expect((await setAuth('owner', gid, 'app', 1)).body.msg).toBe(m.cannotDowngradeMember);
    const kick = (by: string, who: string) =>
      call('DELETE', `/api/group/member?gid=${gid}&uid=${users[who]!.uid}`, as(by));
    expect((await kick('adm', 'owner')).body.msg).toBe(m.ownerUntouchable);
    expect((await call('DELETE', `/api/group/member/exit?gid=${gid}`, as('owner'))).body.msg).toBe(
      m.ownerCannotExit,
    );
    expect((await kick('adm', 'app')).body).toMatchObject({
      status: 200,
      msg: 'Delete successfully',
    });
    expect((await call('DELETE', `/api/group/member/exit?gid=${gid}`, as('mem'))).body.status).toBe(
      200,
    );
    expect((await call<number>('GET', `/api/get-group-auth?gid=${gid}`, as('mem'))).body.data).toBe(
      0,
    );
    // Back in for the tables below.
    await apply('mem', gid, 'back again please', 'abc123');
    await apply('app', gid, 'back again please', 'abc123');
    expect((await setAuth('root', gid, 'mem', 3)).body.status).toBe(200);
  });
});

describe('group announcements', () => {
  const post = (by: string, o: Record<string, unknown> = {}) =>
    call('POST', '/api/group/announcement', as(by), {
      id: null,
      title: 'Exam on Friday',
      content: 'Bring a pen',
      uid: null,
      status: 0,
      gid: String(gid),
      gmtCreate: null,
      gmtModified: null,
      ...o,
    });
  const memberList = async (name: string) =>
    (
      await call<Page<{ id: number; title: string; status: number; username: string }>>(
        'GET',
        `/api/group/get-announcement-list?gid=${gid}`,
        as(name),
      )
    ).body;

  it('are posted by admins, hidden ones shown only in the admin list, member page of 5', async () => {
    const member = await connectSocket(kit.site.url, as('mem'));
    const outsider = await connectSocket(kit.site.url, as('stranger'));
    sockets.push(member, outsider);
    const heard: unknown[] = [];
    member.on('group:announcement', (change) => heard.push(change));
    const outsiderHeard: string[] = [];
    outsider.onAny((event: string) => outsiderHeard.push(event));
    expect(await member.emitWithAck('group:subscribe', { gid })).toMatchObject({ status: 200 });
    expect(await outsider.emitWithAck('group:subscribe', { gid })).toMatchObject({ status: 403 });
    expect((await post('adm')).body.status).toBe(200);
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]).toMatchObject({ gid });
    expect((await post('adm', { title: 'Draft', status: 1 })).body.status).toBe(200);
    expect((await post('mem')).body).toMatchObject({ status: 403, msg: m.notAdmin });
    const seen = await memberList('mem');
    expect(seen.data.size).toBe(5);
    expect(seen.data.records.map((a) => [a.title, a.username])).toEqual([
      ['Exam on Friday', 'adm'],
    ]);
    const admin = await call<Page<{ id: number; title: string; status: number }>>(
      'GET',
      `/api/group/get-admin-announcement-list?gid=${gid}`,
      as('adm'),
    );
    expect(admin.body.data.records.map((a) => [a.title, a.status])).toEqual([
      ['Draft', 1],
      ['Exam on Friday', 0],
    ]);
    const draft = admin.body.data.records[0]!;
    const show = {
      id: String(draft.id),
      title: 'Draft',
      content: 'Now shown',
      status: 0,
      gid: String(gid),
    };
    expect((await call('PUT', '/api/group/announcement', as('owner'), show)).body.status).toBe(200);
    expect((await memberList('mem')).data.total).toBe(2);
    expect(
      (await call('DELETE', `/api/group/announcement?aid=${draft.id}`, as('mem'))).body.status,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/group/announcement?aid=${draft.id}`, as('owner'))).body.status,
    ).toBe(200);
    expect((await memberList('mem')).data.total).toBe(1);
    await expect.poll(() => heard.length).toBe(4);
    expect(outsiderHeard).toEqual([]);
  });
});
