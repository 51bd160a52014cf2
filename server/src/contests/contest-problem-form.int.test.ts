import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';

let kit: Awaited<ReturnType<typeof startProblemSite>>;
let ownerToken: string;
let otherToken: string;
let cid: number;

const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });

beforeAll(async () => {
  kit = await startProblemSite();
  ownerToken = await kit.userWithRole('contestowner', 'admin');
  otherToken = await kit.userWithRole('otherowner', 'admin');
  const hour = 3_600_000;
  const r = await call<{ id: number }>('POST', '/api/admin/contest', ownerToken, {
    title: 'Weekly',
    description: 'All of them',
    type: 0,
    auth: 0,
    startTime: new Date(Date.now() + 24 * hour).toISOString(),
    endTime: new Date(Date.now() + 29 * hour).toISOString(),
  });
  expect(r.body.status).toBe(200);
  cid = r.body.data.id;
});
afterAll(() => kit.close());

const body = (over: Record<string, unknown> = {}, problem: Record<string, unknown> = {}) => ({
  ...problemDto({ problemId: 'C1-A', title: 'Contest A', auth: 1, ...problem }),
  cid,
  displayId: 'A',
  color: '#ff0000',
  ...over,
});

interface Detail {
  id: number;
  problemId: string;
  title: string;
  auth: number;
  displayId: string;
  color: string | null;
}
interface Link {
  displayId: string;
  displayTitle: string;
  color: string | null;
}

describe('/api/admin/contest/problem (problems written for one contest)', () => {
  it('creates a contest-only problem and puts it in the contest with its display id and colour', async () => {
    const r = await call<{ pid: number }>('POST', '/api/admin/contest/problem', ownerToken, body());
    expect(r.body).toMatchObject({ status: 200, msg: 'Create successfully' });
    const pid = r.body.data.pid;
    const got = await call<Detail>(
      'GET',
      `/api/admin/contest/problem?cid=${cid}&pid=${pid}`,
      ownerToken,
    );
    expect(got.body.data).toMatchObject({
      id: pid,
      problemId: 'C1-A',
      title: 'Contest A',
      auth: 3,
      displayId: 'A',
      color: '#ff0000',
    });
    const link = await call<Link>(
      'GET',
      `/api/admin/contest/contest-problem?cid=${cid}&pid=${pid}`,
      ownerToken,
    );
    expect(link.body.data).toMatchObject({ displayId: 'A', displayTitle: 'Contest A' });
  });

  it('edits it: statement, display id and balloon colour, keeping it a contest problem', async () => {
    const pid = await kit.pidOf('C1-A');
    const r = await call(
      'PUT',
      '/api/admin/contest/problem',
      ownerToken,
      body({ displayId: 'B', color: '#00ff00' }, { id: pid, title: 'Contest A2', auth: 1 }),
    );
    expect(r.body).toMatchObject({ status: 200, msg: 'Update successfully' });
    const got = await call<Detail>(
      'GET',
      `/api/admin/contest/problem?cid=${cid}&pid=${pid}`,
      ownerToken,
    );
    expect(got.body.data).toMatchObject({
      title: 'Contest A2',
      auth: 3,
      displayId: 'B',
      color: '#00ff00',
    });
    const link = await call<Link>(
      'GET',
      `/api/admin/contest/contest-problem?cid=${cid}&pid=${pid}`,
      ownerToken,
    );
    expect(link.body.data.displayTitle).toBe('Contest A2');
  });

  it('refuses a taken display id before writing any problem', async () => {
    const r = await call(
      'POST',
      '/api/admin/contest/problem',
      ownerToken,
      body({ displayId: 'b' }, { problemId: 'C1-B' }),
    );
    expect(r.body).toMatchObject({
      status: 409,
      msg: 'The display id already exists in this contest',
    });
    const missing = await call(
      'POST',
      '/api/admin/contest/problem',
      ownerToken,
      body({ displayId: ' ' }, { problemId: 'C1-B' }),
    );
    expect(missing.body).toMatchObject({ status: 400, msg: 'The contest display id is required' });
    await expect(kit.pidOf('C1-B')).rejects.toThrow();
  });

  it('answers the problem form rules with their messages', async () => {
    const r = await call(
      'POST',
      '/api/admin/contest/problem',
      ownerToken,
      body({ displayId: 'C' }, { problemId: 'C1-C', title: '' }),
    );
    expect(r.body).toMatchObject({ status: 400, msg: 'Title is required' });
  });

  it('keeps other admins, plain users and visitors out (isContestAdmin)', async () => {
    const pid = await kit.pidOf('C1-A');
    const plain = await kit.userWithRole('plaincp', 'user');
    const get = `/api/admin/contest/problem?cid=${cid}&pid=${pid}`;
    expect((await call('GET', get, null)).body.status).toBe(401);
    expect((await call('GET', get, plain)).body.status).toBe(403);
    expect((await call('GET', get, otherToken)).body.status).toBe(403);
    const post = await call(
      'POST',
      '/api/admin/contest/problem',
      otherToken,
      body({ displayId: 'D' }, { problemId: 'C1-D' }),
    );
    expect(post.body.status).toBe(403);
    const put = await call('PUT', '/api/admin/contest/problem', otherToken, body({}, { id: pid }));
    expect(put.body.status).toBe(403);
    // Root is every contest's admin.
    expect((await call('GET', get, kit.rootToken)).body.status).toBe(200);
  });

  it('answers 404 for a problem that is not in the contest', async () => {
    const r = await call(
      'POST',
      '/api/admin/problem',
      kit.rootToken,
      problemDto({ problemId: 'LOOSE' }),
    );
    expect(r.body.status).toBe(200);
    const loose = await kit.pidOf('LOOSE');
    const got = await call(
      'GET',
      `/api/admin/contest/problem?cid=${cid}&pid=${loose}`,
      kit.rootToken,
    );
    expect(got.body).toMatchObject({ status: 404, msg: 'The problem is not in this contest' });
  });

  it('leaves a public problem of someone else in the contest under the problem rule', async () => {
    const made = await call(
      'POST',
      '/api/admin/problem',
      kit.rootToken,
      problemDto({ problemId: 'PUB1' }),
    );
    expect(made.body.status).toBe(200);
    const pid = await kit.pidOf('PUB1');
    const added = await call('POST', '/api/admin/contest/add-problem-from-public', ownerToken, {
      cid,
      pid,
      displayId: 'P',
    });
    expect(added.body.status).toBe(200);
    const get = await call('GET', `/api/admin/contest/problem?cid=${cid}&pid=${pid}`, ownerToken);
    expect(get.body.status).toBe(403);
    const put = await call(
      'PUT',
      '/api/admin/contest/problem',
      ownerToken,
      body({ displayId: 'P' }, { id: pid, problemId: 'PUB1', title: 'Taken over' }),
    );
    expect(put.body.status).toBe(403);
  });
});

describe("HOJ's client shape: no cid (it links the problem with a second call)", () => {
  it('creates a contest-only problem, reads it by pid and edits it, under the problem rule', async () => {
    const full: Record<string, unknown> = body({}, { problemId: 'HOJ-C1' });
    const { cid: _cid, displayId: _d, color: _c, ...hoj } = full;
    const made = await call<{ pid: number }>('POST', '/api/admin/contest/problem', ownerToken, {
      ...hoj,
      cid: null,
    });
    expect(made.body).toMatchObject({ status: 200, msg: 'Create successfully' });
    const pid = made.body.data.pid;
    const got = await call<Detail>('GET', `/api/admin/contest/problem?pid=${pid}`, ownerToken);
    expect(got.body.data).toMatchObject({ id: pid, problemId: 'HOJ-C1', auth: 3 });
    const stranger = await call('GET', `/api/admin/contest/problem?pid=${pid}`, otherToken);
    expect(stranger.http).toBe(403);
    const problem = hoj.problem as Record<string, unknown>;
    const renamed = { ...hoj, problem: { ...problem, id: pid, title: 'Renamed by HOJ' } };
    expect((await call('PUT', '/api/admin/contest/problem', otherToken, renamed)).http).toBe(403);
    const edited = await call('PUT', '/api/admin/contest/problem', ownerToken, renamed);
    expect(edited.body.status, edited.body.msg).toBe(200);
    const after = await call<Detail>('GET', `/api/admin/contest/problem?pid=${pid}`, ownerToken);
    expect(after.body.data).toMatchObject({ title: 'Renamed by HOJ', auth: 3 });
  });

  it("links the new problem into the contest with HOJ's second call (PUT contest-problem)", async () => {
    const full: Record<string, unknown> = body({}, { problemId: 'HOJ-C2', title: 'Two steps' });
    const { cid: _cid, displayId: _d, color: _c, ...hoj } = full;
    const made = await call<{ pid: number }>('POST', '/api/admin/contest/problem', ownerToken, hoj);
    expect(made.body.status, made.body.msg).toBe(200);
    const pid = made.body.data.pid;
    // Admin/problem/Problem.vue: this.contestProblem with the new pid and the route's contestId.
    const look = {
      pid,
      cid: String(cid),
      displayId: 'H',
      displayTitle: 'Two steps',
      color: null,
    };
    // Another contest's admin cannot link a contest-only problem that is not theirs.
    const other = await call<{ id: number }>('POST', '/api/admin/contest', otherToken, {
      title: 'Other',
      description: 'x',
      type: 0,
      auth: 0,
      startTime: new Date(Date.now() + 86_400_000).toISOString(),
      endTime: new Date(Date.now() + 90_000_000).toISOString(),
    });
    const stolen = await call('PUT', '/api/admin/contest/contest-problem', otherToken, {
      ...look,
      cid: String(other.body.data.id),
    });
    expect(stolen.body.status).toBe(400);
    const linked = await call('PUT', '/api/admin/contest/contest-problem', ownerToken, look);
    expect(linked.body.status, linked.body.msg).toBe(200);
    const link = await call<Link>(
      'GET',
      `/api/admin/contest/contest-problem?cid=${cid}&pid=${pid}`,
      ownerToken,
    );
    expect(link.body.data).toMatchObject({
      displayId: 'H',
      displayTitle: 'Two steps',
      color: null,
    });
    // The same call again is the update it always was.
    const again = await call('PUT', '/api/admin/contest/contest-problem', ownerToken, {
      ...look,
      color: '#00ff00',
    });
    expect(again.body.status).toBe(200);
    const after = await call<Link>(
      'GET',
      `/api/admin/contest/contest-problem?cid=${cid}&pid=${pid}`,
      ownerToken,
    );
    expect(after.body.data.color).toBe('#00ff00');
  });
});
