import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgedSubmission, problemDto, startProblemSite } from '../../test-kit/index.ts';

let ps: Awaited<ReturnType<typeof startProblemSite>>;
type Row = { username: string; nickname: string; ac: number; total: number; score: number };
type Page = { records: Row[]; total: number; size: number; current: number };

beforeAll(async () => {
  ps = await startProblemSite();
  const pid: Record<string, number> = {};
  for (const [problemId, auth] of [
    ['R1', 1],
    ['R2', 1],
    ['R3', 2],
  ] as const) {
    const r = await ps.site.call('POST', '/api/admin/problem', {
      body: problemDto({ problemId, title: problemId, auth }),
      token: ps.rootToken,
    });
    expect(r.body.status, r.body.msg).toBe(200);
    pid[problemId] = await ps.pidOf(problemId);
  }
  const users: Record<string, string> = {};
  for (const name of ['r_alpha', 'r_beta', 'r_gamma', 'r_delta']) {
    await ps.site.register(name);
    users[name] = (await ps.site.login(name)).uid;
  }
  const { token } = await ps.site.login('r_delta');
  await ps.site.call('POST', '/api/change-userInfo', { token, body: { nickname: 'Delta Force' } });
  const judge = (name: string, problem: string, status: 'AC' | 'WA' | 'PA', oi?: number) =>
    judgedSubmission(ps.site, {
      uid: users[name]!,
      username: name,
      pid: pid[problem]!,
      status,
      ...(oi !== undefined ? { score: oi, oiRankScore: oi } : {}),
    });
  await judge('r_alpha', 'R1', 'AC');
  await judge('r_alpha', 'R2', 'AC', 5);
  await judge('r_beta', 'R1', 'AC');
  await judge('r_beta', 'R2', 'AC', 20);
  await judge('r_beta', 'R1', 'WA');
  await judge('r_gamma', 'R2', 'PA', 20);
  await judge('r_gamma', 'R1', 'AC');
  // A hidden problem counts in no rank.
  await judge('r_gamma', 'R3', 'AC', 50);
});
afterAll(() => ps?.close());

const rank = async (query: string) => {
  const r = await ps.site.call<Page>('GET', `/api/get-rank-list${query}`);
  expect(r.body.status, r.body.msg).toBe(200);
  return r.body.data;
};
const names = (p: Page) => p.records.map((r) => r.username);

describe('GET /api/get-rank-list', () => {
  it('orders ACM by accepted problems, then fewer submissions', async () => {
    const p = await rank('?type=0&searchUser=r_');
    expect(names(p)).toEqual(['r_alpha', 'r_beta', 'r_gamma', 'r_delta']);
    expect(p.records.map((r) => [r.ac, r.total])).toEqual([
      [2, 2],
      [2, 3],
      [1, 3],
      [0, 0],
    ]);
    expect(p).toMatchObject({ total: 4, size: 30, current: 1 });
  });

  it('orders OI by score, then accepted problems', async () => {
    const p = await rank('?type=1&searchUser=r_');
    expect(names(p)).toEqual(['r_beta', 'r_gamma', 'r_alpha', 'r_delta']);
    expect(p.records.map((r) => r.score)).toEqual([20, 20, 5, 0]);
  });

  it('lists every user without a search, and pages', async () => {
    const all = await rank('?type=0');
    expect(all.total).toBe(5);
    expect(names(all)).toContain('root');
    const second = await rank('?type=0&searchUser=R_&limit=2&currentPage=2');
    expect(names(second)).toEqual(['r_gamma', 'r_delta']);
    expect(second).toMatchObject({ total: 4, size: 2, current: 2 });
  });

  it('searches usernames and nicknames, with wildcards taken literally', async () => {
    expect(names(await rank('?type=0&searchUser=delta force'))).toEqual(['r_delta']);
    expect(names(await rank('?type=1&searchUser=gam'))).toEqual(['r_gamma']);
    expect((await rank('?type=0&searchUser=%25')).total).toBe(0);
  });

  it('needs a type of 0 or 1', async () => {
    for (const q of ['', '?type=2', '?type=x']) {
      const r = await ps.site.call('GET', `/api/get-rank-list${q}`);
      expect(r.body).toMatchObject({ status: 400, msg: 'The rank type must be 0 (ACM) or 1 (OI)' });
    }
  });
});
