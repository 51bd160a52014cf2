import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, type ClientSocket } from '../../test-kit/index.ts';
import { startGroupContestSite } from '../../test-kit/group-contest-kit.ts';

/**
 * Group contests through the API with the bodies HOJ's client sends: the form, the members'
 * and admins' lists, the push to the group's room, and that group contests stay out of every
 * site-wide list and away from everyone outside the group.
 */
let kit: Awaited<ReturnType<typeof startGroupContestSite>>;
let gid = 0;
const sockets: ClientSocket[] = [];

interface ContestVo {
  id: number;
  title: string;
  gid: number | null;
  status: number;
  auth: number;
  count: number;
  visible: boolean;
  pwd?: string | null;
  starAccount: string[];
  awardConfigList: { name: string; num: number }[];
  sealRank: number;
  sealRankTime: string;
  endTime: string;
}
type Page<T> = { records: T[]; total: number; size: number; current: number };

const call = <T = unknown>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.call(method, path, token, body) as Promise<{
    body: { status: number; msg: string; data: T };
  }>;
const list = async (token: string, admin = false) =>
  (
    await call<Page<ContestVo>>(
      'GET',
      `/api/group/get-${admin ? 'admin-' : ''}contest-list?gid=${gid}&currentPage=1&limit=10`,
      token,
    )
  ).body.data;

beforeAll(async () => {
  kit = await startGroupContestSite();
  gid = kit.gid;
}, 120_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await kit.close();
});

describe('the group contest form', () => {
  it("takes HOJ's AdminContestVO (string gid, boolean seal, star users, awards) and answers it back", async () => {
    const start = new Date(Date.now() + 86_400_000);
    const end = new Date(start.getTime() + 3 * 3_600_000);
    const form = kit.contestForm({
      title: 'Class quiz 1',
      auth: 1,
      pwd: 'secret',
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      sealRank: true,
      sealRankTime: new Date(end.getTime() - 3_600_000).toISOString(),
      starAccount: ['lvmember'],
      awardType: 2,
      awardConfigList: [
        { priority: 1, name: 'Gold', background: '#ffd700', color: '#000', num: 1 },
      ],
    });
    const created = await call('POST', '/api/group/contest', kit.tokens.admin!, form);
    expect(created.body).toMatchObject({ status: 200, msg: 'Create successfully', data: null });
    const [row] = await kit.site.db.sql<{ id: number }[]>`
      SELECT id FROM read.contests WHERE title = 'Class quiz 1'`;
    const got = await call<ContestVo>(
      'GET',
      `/api/group/contest?cid=${row!.id}`,
      kit.tokens.admin!,
    );
    expect(got.body.data).toMatchObject({
      title: 'Class quiz 1',
      gid,
      auth: 1,
      pwd: 'secret',
      status: -1,
      sealRank: 1,
      starAccount: ['lvmember'],
      awardConfigList: [{ name: 'Gold', num: 1 }],
    });
  });

  it('refuses what the spec refuses, with its messages', async () => {
    const post = (over: Record<string, unknown>) =>
      call('POST', '/api/group/contest', kit.tokens.admin!, kit.contestForm(over));
    expect((await post({ gid: null })).body).toMatchObject({ status: 400 });
    expect((await post({ title: '  ' })).body).toMatchObject({
      status: 400,
      msg: 'Title is required',
    });
    expect(
      (await post({ startTime: new Date().toISOString(), endTime: new Date(0).toISOString() }))
        .body,
    ).toMatchObject({
      status: 400,
      msg: 'The end time of the contest cannot be earlier than the start time',
    });
    expect((await post({ auth: 2, pwd: '' })).body).toMatchObject({
      status: 400,
      msg: 'Contest password is required unless the contest is public',
    });
    expect((await post({ starAccount: ['a', 'a'] })).body).toMatchObject({
      status: 400,
      msg: 'Add Star User Error',
    });
    const missing = await call('PUT', '/api/group/contest', kit.tokens.admin!, kit.contestForm());
    expect(missing.body).toMatchObject({ status: 400, msg: 'Contest id is required' });
  });

  it('keeps a contest in its group whatever gid an edit names, and a site contest out of the group API', async () => {
    const cid = await kit.newContest('admin');
    const edit = await call(
      'PUT',
      '/api/group/contest',
      kit.tokens.admin!,
      kit.contestForm({ id: String(cid), title: 'Moved?', gid: '999' }),
    );
    expect(edit.body.status).toBe(200);
    const [row] = await kit.site.db.sql<{ gid: string; title: string }[]>`
      SELECT gid, title FROM read.contests WHERE id = ${cid}`;
    expect([Number(row!.gid), row!.title]).toEqual([gid, 'Moved?']);
    const site = await call<{ id: number }>('POST', '/api/admin/contest', kit.rootToken, {
      ...kit.contestForm({ title: 'Site weekly' }),
      gid: null,
    });
    expect(site.body.status).toBe(200);
    const answer = await call('GET', `/api/group/contest?cid=${site.body.data.id}`, kit.rootToken);
    expect(answer.body).toMatchObject({
      status: 403,
      msg: 'The contest does not belong to a group',
    });
  });

  it('stops administering for an author who is no longer a group admin', async () => {
    const token = await kit.newUser('demoted');
    await kit.apply(token);
    await kit.setAuth(kit.uids.demoted!, 4);
    kit.tokens.demoted = token;
    const own = await kit.newContest('demoted');
    expect((await call('GET', `/api/group/contest?cid=${own}`, token)).body.status).toBe(200);
    await kit.setAuth(kit.uids.demoted!, 3);
    expect((await call('GET', `/api/group/contest?cid=${own}`, token)).body.status).toBe(403);
    const info = await call<{ isContestAdmin: boolean }>(
      'GET',
      `/api/get-contest-info?cid=${own}`,
      token,
    );
    expect(info.body).toMatchObject({ status: 200, data: { isContestAdmin: false } });
  });
});

describe('the group contest lists', () => {
  it("show members the visible ones with HOJ's ContestVO, admins every one", async () => {
    const hidden = await kit.newContest('owner', { title: 'Draft round', visible: false });
    const shown = await kit.newContest('owner', { title: 'Open round', auth: 2, pwd: 'pw' });
    const members = await list(kit.tokens.member!);
    expect(members.size).toBe(10);
    const titles = members.records.map((c) => c.title);
    expect(titles).toContain('Open round');
    expect(titles).not.toContain('Draft round');
    const open = members.records.find((c) => c.id === shown)!;
    expect(open).toMatchObject({ gid, status: 0, auth: 2, count: 0 });
    expect(open.pwd).toBeUndefined();
    const admins = await list(kit.tokens.admin!, true);
    expect(admins.records.map((c) => c.id)).toEqual(expect.arrayContaining([hidden, shown]));
    expect(admins.total).toBeGreaterThan(members.total);
  });

  it('never show a group contest site-wide: contest list, home, admin list', async () => {
    const cid = await kit.newContest('owner', { title: 'Only for the class' });
    const site = await call<Page<{ id: number }>>(
      'GET',
      '/api/get-contest-list?limit=100',
      kit.tokens.member!,
    );
    expect(site.body.data.records.map((c) => c.id)).not.toContain(cid);
    const recent = await call<{ id: number }[]>(
      'GET',
      '/api/get-recent-contest',
      kit.tokens.member!,
    );
    expect(recent.body.data.map((c) => c.id)).not.toContain(cid);
    const admin = await call<Page<{ id: number }>>(
      'GET',
      '/api/admin/contest/get-contest-list?limit=100',
      kit.rootToken,
    );
    expect(admin.body.data.records.map((c) => c.id)).not.toContain(cid);
  });
});

describe('group contest pushes and sockets', () => {
  const listen = async (token: string) => {
    const socket = await connectSocket(kit.site.url, token);
    sockets.push(socket);
    const heard: [string, unknown][] = [];
    socket.onAny((event: string, payload: unknown) => heard.push([event, payload]));
    return { socket, heard };
  };

  it("tells the members' room of a new, shown or hidden contest; nobody outside hears", async () => {
    const member = await listen(kit.tokens.member!);
    const outsider = await listen(kit.tokens.stranger!);
    expect(await member.socket.emitWithAck('group:subscribe', { gid })).toMatchObject({
      status: 200,
    });
    expect(await outsider.socket.emitWithAck('group:subscribe', { gid })).toMatchObject({
      status: 403,
    });
    const cid = await kit.newContest('admin', { title: 'Pushed round' });
    await expect.poll(() => member.heard).toContainEqual(['group:contest', { gid, cid }]);
    await call(
      'PUT',
      `/api/group/change-contest-visible?cid=${cid}&visible=false`,
      kit.tokens.admin!,
    );
    await expect.poll(() => member.heard.filter(([e]) => e === 'group:contest').length).toBe(2);
    expect(outsider.heard.filter(([e]) => e === 'group:contest')).toEqual([]);
  });

  it('lets members into a group contest room, nobody else, even where the board is open', async () => {
    const cid = await kit.newContest('owner', { openRank: true });
    const member = await listen(kit.tokens.member!);
    const stranger = await listen(kit.tokens.stranger!);
    const applying = await listen(kit.tokens.applying!);
    const anonymous = await connectSocket(kit.site.url, null);
    sockets.push(anonymous);
    expect(await member.socket.emitWithAck('contest:subscribe', { cid })).toMatchObject({
      status: 200,
      data: { admin: false },
    });
    for (const s of [stranger.socket, applying.socket])
      expect(await s.emitWithAck('contest:subscribe', { cid })).toMatchObject({ status: 403 });
    expect(await anonymous.emitWithAck('contest:subscribe', { cid })).toMatchObject({
      status: 401,
    });
    const root = await listen(kit.tokens.root!);
    expect(await root.socket.emitWithAck('contest:subscribe', { cid })).toMatchObject({
      status: 200,
      data: { admin: true },
    });
  });

  it('shuts a kicked member out of the contest pages', async () => {
    const cid = await kit.newContest('owner');
    const token = await kit.newUser('leaver');
    await kit.apply(token);
    await kit.setAuth(kit.uids.leaver!, 3);
    expect((await call('GET', `/api/get-contest-info?cid=${cid}`, token)).body.status).toBe(200);
    await kit.ok(
      'DELETE',
      `/api/group/member?gid=${gid}&uid=${kit.uids.leaver}`,
      kit.tokens.owner!,
    );
    expect((await call('GET', `/api/get-contest-info?cid=${cid}`, token)).body).toMatchObject({
      status: 403,
      msg: 'Sorry, you are not a member of this group',
    });
  });
});
