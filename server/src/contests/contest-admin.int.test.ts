import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';
import { contestMessages as m } from './contest.rules.ts';

let kit: Awaited<ReturnType<typeof startProblemSite>>;
let userToken: string;
let adminToken: string;
let otherAdminToken: string;
const pids: Record<string, number> = {};

beforeAll(async () => {
  kit = await startProblemSite();
  userToken = await kit.userWithRole('plain', 'user');
  adminToken = await kit.userWithRole('siteadmin', 'admin');
  otherAdminToken = await kit.userWithRole('otheradmin', 'admin');
  for (const [problemId, auth] of [
    ['P1', 1],
    ['P2', 1],
    ['PH', 2],
  ] as const) {
    const r = await kit.site.call('POST', '/api/admin/problem', {
      body: problemDto({ problemId, title: `Problem ${problemId}`, auth }),
      token: kit.rootToken,
    });
    expect(r.body.status).toBe(200);
    pids[problemId] = await kit.pidOf(problemId);
  }
});
afterAll(() => kit.close());

const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });

const hour = 3_600_000;
const form = (over: Record<string, unknown> = {}) => ({
  title: 'Weekly 1',
  description: 'Solve them all',
  type: 0,
  auth: 0,
  startTime: new Date(Date.now() + 24 * hour).toISOString(),
  endTime: new Date(Date.now() + 29 * hour).toISOString(),
  ...over,
});
const create = async (token: string, over: Record<string, unknown> = {}) => {
  const r = await call<{ id: number }>('POST', '/api/admin/contest', token, form(over));
  expect(r.body).toMatchObject({ status: 200 });
  return r.body.data.id;
};
interface ContestVo {
  id: number;
  title: string;
  author: string;
  pwd?: string | null;
  duration: number;
  sealRank: number;
  sealRankTime: string;
  endTime: string;
  visible: boolean;
  starAccount: string[];
  autoRealRank: boolean;
}
const get = async (cid: number, token = kit.rootToken) =>
  (await call<ContestVo>('GET', `/api/admin/contest?cid=${cid}`, token)).body;

describe('contest administration: permissions', () => {
  it('refuses anonymous visitors (401) and plain users (403) on every admin path', async () => {
    const paths = [
      ['GET', '/api/admin/contest/get-contest-list'],
      ['GET', '/api/admin/contest?cid=1'],
      ['POST', '/api/admin/contest'],
      ['PUT', '/api/admin/contest'],
      ['DELETE', '/api/admin/contest?cid=1'],
      ['PUT', '/api/admin/contest/change-contest-visible?cid=1&visible=true'],
      ['GET', '/api/admin/contest/clone?cid=1'],
      ['GET', '/api/admin/contest/get-problem-list?cid=1'],
      ['GET', '/api/admin/contest/contest-problem?cid=1&pid=1'],
      ['PUT', '/api/admin/contest/contest-problem'],
      ['POST', '/api/admin/contest/add-problem-from-public'],
      ['DELETE', '/api/admin/contest/problem?cid=1&pid=1'],
      ['GET', '/api/admin/contest/announcement?cid=1'],
      ['POST', '/api/admin/contest/announcement'],
      ['PUT', '/api/admin/contest/announcement'],
      ['DELETE', '/api/admin/contest/announcement?aid=1'],
    ] as const;
    for (const [method, path] of paths) {
      const body = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await call(method, path, null, body)).http, path).toBe(401);
      expect((await call(method, path, userToken, body)).body, path).toMatchObject({
        status: 403,
        msg: 'Sorry, you do not have permission for this operation',
      });
    }
  });

  it('lets an admin manage only their own contests; root manages all and alone deletes', async () => {
    const mine = await create(adminToken, { title: 'Mine' });
    const theirs = await create(otherAdminToken, { title: 'Theirs' });
    expect((await get(mine, adminToken)).data).toMatchObject({
      title: 'Mine',
      author: 'siteadmin',
    });
    expect((await get(theirs, adminToken)).status).toBe(403);
    const put = await call(
      'PUT',
      '/api/admin/contest',
      adminToken,
      form({ id: theirs, title: 'x' }),
    );
    expect(put.body).toMatchObject({
      status: 403,
      msg: 'Sorry, you do not have permission for this contest',
    });
    expect(
      (
        await call(
          'PUT',
          `/api/admin/contest/change-contest-visible?cid=${theirs}&visible=false`,
          adminToken,
        )
      ).body.status,
    ).toBe(403);
    const list = await call<{ records: ContestVo[]; total: number }>(
      'GET',
      '/api/admin/contest/get-contest-list',
      adminToken,
    );
    expect(list.body.data.records.map((c) => c.title)).toEqual(['Mine']);
    expect((await call('DELETE', `/api/admin/contest?cid=${mine}`, adminToken)).body.status).toBe(
      403,
    );
    expect(
      (
        await call(
          'PUT',
          '/api/admin/contest',
          kit.rootToken,
          form({ id: theirs, title: 'Root was here' }),
        )
      ).body.status,
    ).toBe(200);
    expect(
      (await call('DELETE', `/api/admin/contest?cid=${theirs}`, kit.rootToken)).body,
    ).toMatchObject({
      status: 200,
    });
    expect((await get(theirs)).status).toBe(404);
    expect((await get(9_999_999)).msg).toBe('The contest does not exist');
  });
});

describe('contest administration: the form', () => {
  it.each([
    ['no title', { title: undefined }, m.title],
    ['a blank title', { title: '  ' }, m.title],
    ['no description', { description: null }, m.description],
    ['no start time', { startTime: undefined }, m.start],
    ['no end time', { endTime: '' }, m.end],
    ['an end before the start', { endTime: new Date(Date.now()).toISOString() }, m.time],
    ['a private contest without password', { auth: 1 }, m.password],
    ['a protected contest with a blank password', { auth: 2, pwd: ' ' }, m.password],
    ['a star user twice', { starAccount: ['amy', 'amy '] }, m.star],
    ['a blank star user', { starAccount: [''] }, m.star],
    ['a bad type', { type: 3 }, 'Type must be an integer from 0 to 2'],
  ])('refuses %s with its message', async (_name, over, msg) => {
    const r = await call('POST', '/api/admin/contest', kit.rootToken, form(over));
    expect(r.body).toMatchObject({ status: 400, msg });
  });

  it('derives duration and the default seal, keeps the password for the admin form', async () => {
    const cid = await create(kit.rootToken, { auth: 2, pwd: 'pw', starAccount: [' amy '] });
    const c = (await get(cid)).data;
    expect(c).toMatchObject({
      duration: 5 * 3600,
      sealRank: 1,
      pwd: 'pw',
      starAccount: ['amy'],
      autoRealRank: true,
      visible: true,
    });
    expect(Date.parse(c.endTime) - Date.parse(c.sealRankTime)).toBe(hour);
    const edited = await call('PUT', '/api/admin/contest', kit.rootToken, {
      ...c,
      type: 1,
      sealRank: 0,
      title: 'Renamed',
    });
    expect(edited.body).toMatchObject({ status: 200 });
    expect((await get(cid)).data).toMatchObject({ title: 'Renamed', sealRank: 0 });
    const hide = await call(
      'PUT',
      `/api/admin/contest/change-contest-visible?cid=${cid}&visible=false`,
      kit.rootToken,
    );
    expect(hide.body.status).toBe(200);
    expect((await get(cid)).data.visible).toBe(false);
  });

  it('finds contests in the admin list by keyword, page by page', async () => {
    for (let i = 1; i <= 3; i++) await create(kit.rootToken, { title: `Spring cup ${i}` });
    const r = await call<{ records: ContestVo[]; total: number }>(
      'GET',
      '/api/admin/contest/get-contest-list?keyword=spring&limit=2&currentPage=2',
      kit.rootToken,
    );
    expect(r.body.data.total).toBe(3);
    expect(r.body.data.records).toHaveLength(1);
  });
});

describe('contest administration: problems and announcements', () => {
  let cid: number;
  beforeAll(async () => {
    cid = await create(adminToken, { title: 'With problems' });
  });
  const add = (pid: number, displayId: string, token = adminToken) =>
    call('POST', '/api/admin/contest/add-problem-from-public', token, { cid, pid, displayId });

  it('adds public problems with unique display ids, refusing private ones', async () => {
    expect((await add(pids.P1!, 'A')).body).toMatchObject({ status: 200 });
    expect((await add(pids.P2!, 'a')).body).toMatchObject({
      status: 400,
      msg: 'The display id already exists in this contest',
    });
    expect((await add(pids.P1!, 'C')).body.msg).toBe(
      'The problem has already been added to this contest',
    );
    expect((await add(pids.PH!, 'C')).body.msg).toBe('The problem does not exist or is not public');
    expect((await add(pids.P2!, 'B', otherAdminToken)).body.status).toBe(403);
    expect((await add(pids.P2!, 'B')).body.status).toBe(200);
    const list = await call<{
      problemList: { records: { id: number; title: string }[]; total: number };
      contestProblemMap: Record<string, { displayId: string; displayTitle: string }>;
    }>('GET', `/api/admin/contest/get-problem-list?cid=${cid}`, adminToken);
    expect(list.body.data.problemList.records.map((p) => p.title)).toEqual([
      'Problem P1',
      'Problem P2',
    ]);
    expect(list.body.data.contestProblemMap[pids.P2!]).toMatchObject({
      displayId: 'B',
      displayTitle: 'Problem P2',
    });
  });

  it('clones a contest with its problems for its managers', async () => {
    expect(
      (await call('GET', `/api/admin/contest/clone?cid=${cid}`, otherAdminToken)).body.status,
    ).toBe(403);
    const r = await call<{ id: number }>('GET', `/api/admin/contest/clone?cid=${cid}`, adminToken);
    expect(r.body).toMatchObject({ status: 200 });
    const copy = r.body.data.id;
    expect((await get(copy)).data).toMatchObject({ title: 'With problems', author: 'siteadmin' });
    const list = await call<{ contestProblemMap: Record<string, { displayId: string }> }>(
      'GET',
      `/api/admin/contest/get-problem-list?cid=${copy}`,
      adminToken,
    );
    expect(
      Object.values(list.body.data.contestProblemMap)
        .map((p) => p.displayId)
        .sort(),
    ).toEqual(['A', 'B']);
  });

  it('updates a contest problem and removes it (problem admins and root only)', async () => {
    const put = await call('PUT', '/api/admin/contest/contest-problem', adminToken, {
      cid,
      pid: pids.P2,
      displayId: 'C',
      displayTitle: 'Renamed',
      color: '#ff0000',
    });
    expect(put.body.status).toBe(200);
    const one = await call(
      'GET',
      `/api/admin/contest/contest-problem?cid=${cid}&pid=${pids.P2}`,
      adminToken,
    );
    expect(one.body.data).toMatchObject({
      displayId: 'C',
      displayTitle: 'Renamed',
      color: '#ff0000',
    });
    const path = `/api/admin/contest/problem?cid=${cid}&pid=${pids.P2}`;
    expect((await call('DELETE', path, adminToken)).body.status).toBe(403);
    expect((await call('DELETE', path, kit.rootToken)).body.status).toBe(200);
    expect((await call('DELETE', path, kit.rootToken)).body.msg).toBe(
      'The problem is not in this contest',
    );
  });

  it('posts, lists, edits and deletes contest announcements', async () => {
    const post = await call<{ id: number }>('POST', '/api/admin/contest/announcement', adminToken, {
      cid,
      announcement: { title: 'Clarification', content: 'A is easy' },
    });
    expect(post.body.status).toBe(200);
    const aid = post.body.data.id;
    expect(
      (
        await call('POST', '/api/admin/contest/announcement', adminToken, {
          cid,
          announcement: { title: ' ', content: 'x' },
        })
      ).body.msg,
    ).toBe('Title is required');
    const put = await call('PUT', '/api/admin/contest/announcement', adminToken, {
      cid,
      announcement: { id: aid, title: 'Clarified', content: 'B is easy' },
    });
    expect(put.body.status).toBe(200);
    const list = await call<{ records: { title: string; username: string }[]; total: number }>(
      'GET',
      `/api/admin/contest/announcement?cid=${cid}`,
      adminToken,
    );
    expect(list.body.data.records).toMatchObject([{ title: 'Clarified', username: 'siteadmin' }]);
    expect(
      (await call('DELETE', `/api/admin/contest/announcement?aid=${aid}`, otherAdminToken)).body
        .status,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/admin/contest/announcement?aid=${aid}`, adminToken)).body.status,
    ).toBe(200);
    expect(
      (await call('DELETE', `/api/admin/contest/announcement?aid=${aid}`, adminToken)).body.status,
    ).toBe(404);
  });
});
