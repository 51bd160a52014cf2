import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';

let kit: Awaited<ReturnType<typeof startProblemSite>>;
let pid: number;
beforeAll(async () => {
  kit = await startProblemSite();
  const r = await kit.site.call('POST', '/api/admin/problem', {
    body: problemDto({ problemId: 'PA1', auth: 1 }),
    token: kit.rootToken,
  });
  expect(r.body.status).toBe(200);
  pid = await kit.pidOf('PA1');
});
afterAll(() => kit.close());

const change = (token: string | null, body: unknown) =>
  kit.site.call('PUT', '/api/admin/problem/change-problem-auth', { token, body });
const authOf = async (id: number) => {
  const r = await kit.site.call<{ auth: number; caseVersion: string }>(
    'GET',
    `/api/admin/problem?pid=${id}`,
    { token: kit.rootToken },
  );
  return r.body.data;
};

describe('PUT /api/admin/problem/change-problem-auth', () => {
  it('lets root hide a problem and publish it again, keeping its test data version', async () => {
    const before = await authOf(pid);
    expect((await change(kit.rootToken, { id: pid, auth: 2 })).body).toEqual({
      status: 200,
      msg: 'Update successfully',
      data: null,
    });
    expect(await authOf(pid)).toMatchObject({ auth: 2, caseVersion: before.caseVersion });
    const list = await kit.site.call<{ records: { id: number }[] }>(
      'GET',
      '/api/get-problem-list?limit=50',
      {},
    );
    expect(list.body.data.records.map((p) => p.id)).not.toContain(pid);
    expect((await change(kit.rootToken, { id: pid, auth: 1 })).body.status).toBe(200);
    expect((await authOf(pid)).auth).toBe(1);
  });

  it('refuses visitors, plain users, admins of problems they did not create, and bad values', async () => {
    const plain = await kit.userWithRole('plainauth', 'user');
    const admin = await kit.userWithRole('adminauth', 'admin');
    expect((await change(null, { id: pid, auth: 2 })).body.status).toBe(401);
    expect((await change(plain, { id: pid, auth: 2 })).body.status).toBe(403);
    expect((await change(admin, { id: pid, auth: 2 })).body.status).toBe(403);
    expect((await change(kit.rootToken, { id: pid, auth: 4 })).body.status).toBe(400);
    expect((await change(kit.rootToken, { id: 999_999, auth: 2 })).body.status).toBe(404);
    expect((await authOf(pid)).auth).toBe(1);
  });

  it('lets a plain admin hide their own problem but not make it public', async () => {
    const admin = await kit.userWithRole('ownerauth', 'admin');
    const r = await kit.site.call('POST', '/api/admin/problem', {
      body: problemDto({ problemId: 'PA2', auth: 2 }),
      token: admin,
    });
    expect(r.body.status).toBe(200);
    const own = await kit.pidOf('PA2');
    expect((await change(admin, { id: own, auth: 3 })).body.status).toBe(200);
    const refused = await change(admin, { id: own, auth: 1 });
    expect(refused.body).toMatchObject({
      status: 403,
      msg: 'Sorry, only super and problem admins can make a problem public',
    });
    expect((await authOf(own)).auth).toBe(3);
  });

  it('tells each admin on the list whose test data they may download (the one test-data rule)', async () => {
    const admin = await kit.userWithRole('listauth', 'admin');
    const r = await kit.site.call('POST', '/api/admin/problem', {
      body: problemDto({ problemId: 'PA3', auth: 2 }),
      token: admin,
    });
    expect(r.body.status).toBe(200);
    type Row = { problemId: string; testDataAccess: boolean };
    const rows = async (token: string) =>
      (
        await kit.site.call<{ records: Row[] }>(
          'GET',
          '/api/admin/problem/get-problem-list?limit=50',
          {
            token,
          },
        )
      ).body.data.records;
    const mine = Object.fromEntries(
      (await rows(admin)).map((p) => [p.problemId, p.testDataAccess]),
    );
    expect(mine).toMatchObject({ PA1: false, PA3: true });
    const all = await rows(kit.rootToken);
    expect(all.every((p) => p.testDataAccess)).toBe(true);
  });
});
