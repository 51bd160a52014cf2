import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgedSubmission, problemDto, startProblemSite } from '../../test-kit/index.ts';

let ps: Awaited<ReturnType<typeof startProblemSite>>;
let user: { uid: string; token: string };
const pids: Record<string, number> = {};

type Home = {
  uid: string;
  username: string;
  nickname: string;
  total: number;
  rating: number;
  score: number;
  scoreList: number[];
  solvedList: string[];
  solvedGroupByDifficulty: Record<string, { pid: number; problemId: string; title: string }[]>;
  recentLoginTime: string | null;
  signature: string;
};
type Heatmap = { endDate: string; dataList: { date: string; count: number }[] };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();

beforeAll(async () => {
  ps = await startProblemSite();
  const create = async (problemId: string, over: Record<string, unknown>) => {
    const r = await ps.site.call('POST', '/api/admin/problem', {
      body: problemDto({ problemId, title: `Title ${problemId}`, ...over }),
      token: ps.rootToken,
    });
    expect(r.body.status, r.body.msg).toBe(200);
    pids[problemId] = await ps.pidOf(problemId);
  };
  await create('H1', { difficulty: 0 });
  await create('H2', { difficulty: 2 });
  await create('H3', { difficulty: 1, auth: 2 });
  await ps.site.register('homeuser');
  user = await ps.site.login('homeuser');
  const judge = (pid: string, status: 'AC' | 'WA', o: { score?: number; at?: string } = {}) =>
    judgedSubmission(ps.site, {
      uid: user.uid,
      username: 'homeuser',
      pid: pids[pid]!,
      status,
      ...(o.score !== undefined ? { score: o.score * 10, oiRankScore: o.score } : {}),
      ...(o.at ? { submitTime: o.at } : {}),
    });
  await judge('H1', 'AC');
  await judge('H2', 'WA', { score: 3, at: day(-10) });
  await judge('H2', 'AC', { score: 7, at: day(-10) });
  await judge('H3', 'AC', { score: 4 });
  await judge('H1', 'WA', { at: day(-400) });
});
afterAll(() => ps?.close());

const home = (query: string, token?: string) =>
  ps.site.call<Home>('GET', `/api/get-user-home-info${query}`, token ? { token } : {});

describe('GET /api/get-user-home-info', () => {
  it('shows totals and the solved problems a visitor may see, by difficulty', async () => {
    const r = await home('?username=HomeUser');
    expect(r.body.status, r.body.msg).toBe(200);
    expect(r.body.data).toMatchObject({
      uid: user.uid,
      username: 'homeuser',
      total: 5,
      rating: 0,
      score: 7,
      scoreList: [7],
      solvedList: ['H1', 'H2'],
    });
    expect(r.body.data.solvedGroupByDifficulty).toEqual({
      '0': [{ pid: pids.H1, problemId: 'H1', title: 'Title H1' }],
      '2': [{ pid: pids.H2, problemId: 'H2', title: 'Title H2' }],
    });
    expect(r.body.data.recentLoginTime).not.toBeNull();
    expect(r.body.data).not.toHaveProperty('email');
    expect(r.body.data).not.toHaveProperty('realname');
  });

  it('shows hidden problems to an admin only', async () => {
    const admin = await home(`?uid=${user.uid}`, ps.rootToken);
    expect(admin.body.data.solvedList).toEqual(['H1', 'H2', 'H3']);
    expect(admin.body.data.score).toBe(11);
    const self = await home('', user.token);
    expect(self.body.data.solvedList).toEqual(['H1', 'H2']);
  });

  it('answers 404 for an unknown user, and for no user at all when signed out', async () => {
    expect((await home('?username=nobody')).body).toMatchObject({
      status: 404,
      msg: 'The user does not exist',
    });
    expect((await home('?uid=0000')).body.status).toBe(404);
    expect((await home('')).body.status).toBe(404);
  });

  it('follows a rejudge and a manual judgement, down to nothing solved', async () => {
    const [row] = await ps.site.db.sql<{ submit_id: number }[]>`
      SELECT submit_id FROM read.submissions WHERE pid = ${pids.H1!} AND status = 'AC'`;
    const rejudge = await ps.site.call(
      'GET',
      `/api/admin/judge/rejudge?submitId=${row!.submit_id}`,
      { token: ps.rootToken },
    );
    expect(rejudge.body.status, rejudge.body.msg).toBe(200);
    expect((await home('?username=homeuser')).body.data.solvedList).toEqual(['H2']);
    const [h2] = await ps.site.db.sql<{ submit_id: number }[]>`
      SELECT submit_id FROM read.submissions WHERE pid = ${pids.H2!} AND status = 'AC'`;
    const manual = await ps.site.call(
      'GET',
      `/api/admin/judge/manual-judge?submitId=${h2!.submit_id}&status=-1`,
      { token: ps.rootToken },
    );
    expect(manual.body.status, manual.body.msg).toBe(200);
    expect((await home('?username=homeuser')).body.data.solvedList).toEqual([]);
  });
});

describe('GET /api/get-user-calendar-heatmap', () => {
  it('counts submissions per day over the last year', async () => {
    const r = await ps.site.call<Heatmap>(
      'GET',
      '/api/get-user-calendar-heatmap?username=homeuser',
    );
    expect(r.body.status).toBe(200);
    expect(r.body.data.endDate).toBe(day(0).slice(0, 10));
    // The one from 400 days ago is left out.
    expect(r.body.data.dataList).toEqual([
      { date: day(-10).slice(0, 10), count: 2 },
      { date: day(0).slice(0, 10), count: 2 },
    ]);
    const unknown = await ps.site.call('GET', '/api/get-user-calendar-heatmap?username=nobody');
    expect(unknown.body.status).toBe(404);
  });
});
