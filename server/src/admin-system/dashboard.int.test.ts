import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFigures, Envelope } from '@oj/events';
import { connectSocket, judgedSubmission, type ClientSocket } from '../../test-kit/index.ts';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';

/** /api/admin/dashboard/* and the live `dashboard:changed` push to admin sockets. */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
let adminToken: string;
let userToken: string;
let userUid: string;
let pid: number;
const sockets: ClientSocket[] = [];

const call = <T = unknown>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });

const subscribe = (s: ClientSocket) =>
  new Promise<Envelope<DashboardFigures | null>>((resolve) =>
    s.emit('dashboard:subscribe', {}, resolve),
  );

const socketOf = async (token: string | null) => {
  const s = await connectSocket(kit.site.url, token);
  sockets.push(s);
  const got: DashboardFigures[] = [];
  s.on('dashboard:changed', (f) => got.push(f));
  return { s, got };
};

beforeAll(async () => {
  kit = await startProblemSite();
  adminToken = await kit.userWithRole('ada', 'admin');
  userToken = await kit.userWithRole('bob', 'user');
  userUid = (await kit.site.login('bob')).uid;
  await call('POST', '/api/admin/problem', kit.rootToken, problemDto({ problemId: 'D1' }));
  pid = await kit.pidOf('D1');
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await kit.close();
});

describe('dashboard info', () => {
  it('counts users, problems and contests and has the judges, queue and 24 hours', async () => {
    await judgedSubmission(kit.site, { uid: userUid, username: 'bob', pid, status: 'AC' });
    const r = await call<Record<string, unknown> & { hourly: unknown[] }>(
      'GET',
      '/api/admin/dashboard/get-dashboard-info',
      adminToken,
    );
    expect(r.body.status).toBe(200);
    expect(r.body.data).toMatchObject({
      userNum: 3,
      problemNum: 1,
      contestNum: 0,
      recentContestNum: 0,
      todayJudgeNum: 1,
      queue: { waiting: 0, judging: 0 },
      judges: [],
    });
    expect(r.body.data.hourly).toHaveLength(24);
    expect(r.body.data.hourly.at(-1)).toMatchObject({ count: 1 });
  });

  it('is for admin roles only', async () => {
    expect(
      (await call('GET', '/api/admin/dashboard/get-dashboard-info', userToken)).body,
    ).toMatchObject({
      status: 403,
      msg: 'Sorry, you do not have permission for this operation',
    });
    expect((await call('GET', '/api/admin/dashboard/get-dashboard-info', null)).body.status).toBe(
      401,
    );
    expect(
      (await call('POST', '/api/admin/dashboard/get-sessions', userToken, {})).body.status,
    ).toBe(403);
  });

  it("answers the admin's latest session (HOJ's body is ignored) and the recent ones", async () => {
    const r = await call<Record<string, unknown> & { recent: unknown[] }>(
      'POST',
      '/api/admin/dashboard/get-sessions',
      adminToken,
      { uid: null, page: '1' },
    );
    expect(r.body.status).toBe(200);
    expect(r.body.data).toMatchObject({
      uid: expect.any(String) as unknown,
      ip: expect.any(String) as unknown,
      userAgent: expect.any(String) as unknown,
      gmtCreate: expect.any(String) as unknown,
    });
    // userWithRole logged ada in once, and so did the token's login.
    expect(r.body.data.recent.length).toBeGreaterThanOrEqual(1);
  });
});

describe('the live dashboard', () => {
  it('pushes new figures to an admin socket after a submission, never to a user socket', async () => {
    const admin = await socketOf(adminToken);
    const user = await socketOf(userToken);
    const ack = await subscribe(admin.s);
    expect(ack).toMatchObject({
      status: 200,
      data: { todayJudgeNum: expect.any(Number) as unknown },
    });
    expect(await subscribe(user.s)).toMatchObject({
      status: 403,
      msg: 'Sorry, you do not have permission for this operation',
    });
    expect((await subscribe((await socketOf(null)).s)).status).toBe(401);
    const before = ack.data!.todayJudgeNum;
    await judgedSubmission(kit.site, { uid: userUid, username: 'bob', pid, status: 'WA' });
    await expect.poll(() => admin.got.at(-1)?.todayJudgeNum, { timeout: 5000 }).toBe(before + 1);
    expect(user.got).toEqual([]);
  });

  it('makes a socket whose user lost the admin role leave the dashboard room', async () => {
    const token = await kit.userWithRole('cy', 'admin');
    const admin = await socketOf(token);
    expect((await subscribe(admin.s)).status).toBe(200);
    const list = await call<{ records: Record<string, unknown>[] }>(
      'GET',
      '/api/admin/user/get-user-list?keyword=cy',
      kit.rootToken,
    );
    const cy = list.body.data.records.find((u) => u.username === 'cy')!;
    const edit = await call('PUT', '/api/admin/user/edit-user', kit.rootToken, {
      ...cy,
      type: 1002,
      setNewPwd: false,
    });
    expect(edit.body.status, edit.body.msg).toBe(200);
    // The role change's relay re-checks the socket; then a submission must not reach it.
    await new Promise((r) => setTimeout(r, 500));
    const watcher = await socketOf(adminToken);
    await subscribe(watcher.s);
    await judgedSubmission(kit.site, { uid: userUid, username: 'bob', pid, status: 'AC' });
    await expect.poll(() => watcher.got.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(admin.got).toEqual([]);
  });
});
