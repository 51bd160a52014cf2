import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectSocket,
  judgeAgain,
  judgedSubmission,
  type ClientSocket,
} from '../../test-kit/index.ts';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';
import { trainingRegistrationMessages as rm } from './training-registration.decider.ts';
import { registerTrainingFirst } from './training.policy.ts';
import { judgeRunningC } from '../../test-kit/judge-running-c.ts';

/**
 * The public training pages over the real app and real sockets: list, detail, the private
 * training's password, the 403s with `tid`, progress and the rank as a fold of submissions.
 */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
const users: Record<string, { token: string; uid: string }> = {};
const pids: Record<string, number> = {};
const tids: Record<string, number> = {};
const sockets: ClientSocket[] = [];

const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
const as = (name: string) => users[name]!.token;

interface TrainingVo {
  id: number;
  title: string;
  auth: string;
  categoryName: string | null;
  categoryColor: string | null;
  rank: number;
  problemCount: number;
  acCount: number;
  gid: number | null;
  gmtModified: string;
  isTrainingAdmin?: boolean;
}
interface RankRow {
  uid: string;
  username: string;
  realname: string | null;
  ac: number;
  totalRunTime: number;
  submissionInfo: Record<string, { status: number; isAC?: boolean; runTime?: number }>;
}
interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
}

const judged = (name: string, problem: string, status: 'AC' | 'WA', time: number) =>
  judgedSubmission(kit.site, {
    uid: users[name]!.uid,
    username: name,
    pid: pids[problem]!,
    status,
    time,
  });
const rank = async (name: string, q = '') =>
  (await call<Page<RankRow>>('GET', `/api/get-training-rank?tid=${tids.secret}${q}`, as(name)))
    .body;
const detail = async (name: string, tid = tids.secret!) =>
  (await call<TrainingVo>('GET', `/api/get-training-detail?tid=${tid}`, as(name))).body;

beforeAll(async () => {
  kit = await startProblemSite();
  users.root = { token: kit.rootToken, uid: '' };
  for (const [name, role] of [
    ['coach', 'admin'],
    ['alice', 'user'],
    ['bob', 'user'],
    ['carol', 'user'],
  ] as const) {
    await kit.userWithRole(name, role);
    users[name] = await kit.site.login(name);
  }
  for (const problemId of ['P1', 'P2', 'P3']) {
    await call('POST', '/api/admin/problem', kit.rootToken, problemDto({ problemId }));
    pids[problemId] = await kit.pidOf(problemId);
  }
  const cat = await call<{ id: number }>('POST', '/api/admin/training/category', kit.rootToken, {
    name: 'Basics',
    color: '#409EFF',
  });
  const create = async (key: string, token: string, training: Record<string, unknown>) => {
    const r = await call('POST', '/api/admin/training', token, {
      training: { description: 'd', auth: 'Public', status: true, ...training },
      trainingCategory: { id: cat.body.data.id },
    });
    expect(r.body.status, r.body.msg).toBe(200);
    const list = await call<Page<{ id: number; title: string }>>(
      'GET',
      '/api/admin/training/get-training-list?limit=100',
      kit.rootToken,
    );
    tids[key] = list.body.data.records.find((t) => t.title === training.title)!.id;
  };
  await create('open', kit.rootToken, { title: 'Open loops', rank: 2 });
  await create('secret', as('coach'), {
    title: 'Secret set',
    auth: 'Private',
    privatePwd: 'pw',
    rank: 1,
  });
  await create('hidden', kit.rootToken, { title: 'Hidden one', status: false, rank: 3 });
  for (const key of ['open', 'secret'])
    for (const [problem, displayId] of [
      ['P1', 'A'],
      ['P2', 'B'],
    ] as const) {
      const r = await call('POST', '/api/admin/training/add-problem-from-public', kit.rootToken, {
        tid: tids[key],
        pid: pids[problem],
        displayId,
      });
      expect(r.body.status, r.body.msg).toBe(200);
    }
  // A judge that runs C, so an allowed submit goes through.
  await judgeRunningC(kit.site, 'training-test');
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await kit.close();
});

describe('the training list and detail', () => {
  it('lists visible trainings by rank for anyone, 15 per page, with categories and filters', async () => {
    const list = await call<Page<TrainingVo>>('GET', '/api/get-training-list', null);
    expect(list.body.data).toMatchObject({ total: 2, size: 15, current: 1 });
    expect(list.body.data.records).toEqual([
      {
        id: tids.secret,
        title: 'Secret set',
        description: 'd',
        author: 'coach',
        auth: 'Private',
        categoryName: 'Basics',
        categoryColor: '#409EFF',
        rank: 1,
        problemCount: 2,
        acCount: 0,
        gid: null,
        gmtModified: expect.any(String) as string,
      },
      expect.objectContaining({ id: tids.open, auth: 'Public', rank: 2 }),
    ]);
    const titles = async (q: string) =>
      (
        await call<Page<TrainingVo>>('GET', `/api/get-training-list?${q}`, null)
      ).body.data.records.map((t) => t.title);
    expect(await titles('auth=Public')).toEqual(['Open loops']);
    expect(await titles('keyword=coach')).toEqual(['Secret set']);
    expect(await titles('categoryId=424242')).toEqual([]);
    expect(await titles('limit=1&currentPage=2')).toEqual(['Open loops']);
  });

  it('opens a training to signed-in users only; a hidden one only to its admins', async () => {
    expect((await call('GET', `/api/get-training-detail?tid=${tids.open}`, null)).http).toBe(401);
    expect(await detail('carol', tids.open)).toMatchObject({
      status: 200,
      data: { id: tids.open, problemCount: 2, acCount: 0, isTrainingAdmin: false },
    });
    expect((await detail('carol', tids.hidden)).status).toBe(404);
    expect((await detail('root', tids.hidden)).status).toBe(200);
    expect((await detail('coach')).data.isTrainingAdmin).toBe(true);
  });
});

describe('a private training', () => {
  const refusals = async (name: string) => [
    (await call('GET', `/api/get-training-problem-list?tid=${tids.secret}`, as(name))).body,
    (await call('GET', `/api/get-training-rank?tid=${tids.secret}`, as(name))).body,
    (await call('GET', `/api/get-problem-detail?problemId=P1&tid=${tids.secret}`, as(name))).body,
    (await call('GET', `/api/get-submission-list?tid=${tids.secret}`, as(name))).body,
    (await call('GET', `/api/get-full-screen-problem-list?tid=${tids.secret}`, as(name))).body,
    (
      await call('POST', '/api/submit-problem-judge', as(name), {
        pid: 'A',
        tid: String(tids.secret),
        language: 'C',
        code: 'int main(){return 0;}',
      })
    ).body,
  ];

  it('refuses its inside to non-members with 403, through every endpoint that takes tid', async () => {
    for (const body of await refusals('carol'))
      expect(body).toMatchObject({ status: 403, msg: registerTrainingFirst, data: null });
    const socket = await connectSocket(kit.site.url, as('carol'));
    sockets.push(socket);
    expect(await socket.emitWithAck('training:subscribe', { tid: tids.secret! })).toMatchObject({
      status: 403,
    });
    // The same problem outside the training stays open.
    expect(
      (await call('GET', '/api/get-problem-detail?problemId=P1', as('carol'))).body.status,
    ).toBe(200);
  });

  it('registers nobody with a wrong password, then the member once with the right one', async () => {
    const register = (name: string, password: unknown) =>
      call('POST', '/api/register-training', as(name), { tid: String(tids.secret), password });
    expect((await register('alice', 'nope')).body).toMatchObject({ status: 400, msg: rm.wrong });
    expect((await register('alice', '')).body).toMatchObject({ status: 400, msg: rm.empty });
    expect(
      (
        await call<{ access: boolean }>(
          'GET',
          `/api/get-training-access?tid=${tids.secret}`,
          as('alice'),
        )
      ).body.data,
    ).toEqual({ access: false });
    const regs = await call<Page<unknown>>(
      'GET',
      `/api/admin/training/get-training-register-list?tid=${tids.secret}`,
      as('coach'),
    );
    expect(regs.body.data.total).toBe(0);

    for (const name of ['alice', 'bob'])
      expect((await register(name, 'pw')).body).toMatchObject({
        status: 200,
        msg: 'Register training successfully',
      });
    expect((await register('alice', 'pw')).body).toMatchObject({ status: 400, msg: rm.again });
    expect((await register('alice', 'pw')).body.msg).toBe(rm.again);
    expect(
      (await call('POST', '/api/register-training', as('alice'), { tid: tids.open, password: 'x' }))
        .body.msg,
    ).toBe(rm.public);
    expect(
      (
        await call<{ access: boolean }>(
          'GET',
          `/api/get-training-access?tid=${tids.secret}`,
          as('alice'),
        )
      ).body.data,
    ).toEqual({ access: true });
    const list = await call<Page<{ username: string; gmtCreate: string }>>(
      'GET',
      `/api/admin/training/get-training-register-list?tid=${tids.secret}`,
      as('coach'),
    );
    expect(list.body.data.records.map((r) => r.username).sort()).toEqual(['alice', 'bob']);
    expect(
      (
        await call(
          'GET',
          `/api/admin/training/get-training-register-list?tid=${tids.secret}`,
          as('alice'),
        )
      ).body.status,
    ).toBe(403);
    const problems = await call<
      { pid: number; problemId: string; displayId: string; myStatus: number; tags: unknown[] }[]
    >('GET', `/api/get-training-problem-list?tid=${tids.secret}`, as('alice'));
    expect(problems.body.data.map((p) => [p.problemId, p.displayId, p.myStatus])).toEqual([
      ['P1', 'A', -10],
      ['P2', 'B', -10],
    ]);
  });

  it('ranks members by AC count, then total run time; real names for its admins only', async () => {
    await judged('alice', 'P1', 'WA', 1);
    await judged('alice', 'P1', 'AC', 30);
    await judged('alice', 'P2', 'AC', 5);
    await judged('bob', 'P1', 'AC', 10);
    await judged('bob', 'P2', 'AC', 50);
    await judged('carol', 'P1', 'AC', 1); // not a member
    await judged('coach', 'P1', 'AC', 1); // the author
    const page = await rank('alice');
    expect(page.data).toMatchObject({ total: 2, size: 30, current: 1 });
    expect(page.data.records.map((r) => [r.username, r.ac, r.totalRunTime, r.realname])).toEqual([
      ['alice', 2, 35, null],
      ['bob', 2, 60, null],
    ]);
    expect(page.data.records[0]!.submissionInfo).toEqual({
      P1: { status: 0, score: null, isAC: true, runTime: 30 },
      P2: { status: 0, score: null, isAC: true, runTime: 5 },
    });
    expect((await rank('coach')).data.records.map((r) => r.realname)).toEqual(['', '']);
    expect((await rank('alice', '&keyword=BO')).data.records.map((r) => r.username)).toEqual([
      'bob',
    ]);
    expect((await detail('alice')).data).toMatchObject({ acCount: 2, problemCount: 2 });
    // A public training ranks everyone with a judged run of its problems, but its author.
    const open = await call<Page<RankRow>>(
      'GET',
      `/api/get-training-rank?tid=${tids.open}`,
      as('carol'),
    );
    expect(open.body.data.records.map((r) => [r.username, r.ac, r.totalRunTime])).toEqual([
      ['alice', 2, 35],
      ['bob', 2, 60],
      ['carol', 1, 1],
      ['coach', 1, 1],
    ]);
    // Outside the training nobody's progress shows.
    expect((await detail('carol')).data.acCount).toBe(0);
  });

  it('pushes rank moves to its room, and a rejudge moves progress and rank', async () => {
    const socket = await connectSocket(kit.site.url, as('bob'));
    sockets.push(socket);
    const heard: unknown[] = [];
    socket.on('training:rank', (change) => heard.push(change));
    expect(await socket.emitWithAck('training:subscribe', { tid: tids.secret! })).toMatchObject({
      status: 200,
    });

    // A non-member whose subscribe was refused hears nothing of the training.
    const outsider = await connectSocket(kit.site.url, as('carol'));
    sockets.push(outsider);
    const outsiderHeard: string[] = [];
    outsider.onAny((event: string) => outsiderHeard.push(event));
    expect(await outsider.emitWithAck('training:subscribe', { tid: tids.secret! })).toMatchObject({
      status: 403,
    });

    const fastP2 = await judged('alice', 'P2', 'AC', 5);
    await expect.poll(() => heard).toContainEqual({ tid: tids.secret, uid: users.alice!.uid });
    // Relayed after the push: once the outsider has it, it has all it would have got before.
    const notice = await call('POST', '/api/admin/msg/notice', kit.rootToken, {
      title: 'For all',
      content: 'Hello all',
      type: 'Sys',
    });
    expect(notice.body.status, notice.body.msg).toBe(200);
    await expect.poll(() => outsiderHeard).toContain('site:notice');
    expect(outsiderHeard).not.toContain('training:rank');
    const rejudge = await call('GET', `/api/admin/judge/rejudge?submitId=${fastP2}`, kit.rootToken);
    expect(rejudge.body.status, rejudge.body.msg).toBe(200);
    // Two accepted runs of P2 (5 ms each): both must fall for the problem to be unsolved.
    const earlier = await kit.site.db.sql<{ submit_id: number }[]>`
      SELECT submit_id FROM read.submissions WHERE uid = ${users.alice!.uid} AND pid = ${pids.P2!} AND status = 'AC'`;
    for (const s of earlier) {
      await call('GET', `/api/admin/judge/rejudge?submitId=${s.submit_id}`, kit.rootToken);
      await judgeAgain(kit.site, Number(s.submit_id), { status: 'WA', time: 5 });
    }
    await judgeAgain(kit.site, fastP2, { status: 'WA', time: 5 });
    expect((await detail('alice')).data.acCount).toBe(1);
    expect(
      (await rank('alice')).data.records.map((r) => [r.username, r.ac, r.totalRunTime]),
    ).toEqual([
      ['bob', 2, 60],
      ['alice', 1, 30],
    ]);
    expect((await rank('alice')).data.records[1]!.submissionInfo.P2).toEqual({
      status: -1,
      score: null,
    });
  });

  it('takes a member submission with tid, by the training display id, and lists it under tid', async () => {
    const r = await call<{ submitId: number }>('POST', '/api/submit-problem-judge', as('alice'), {
      pid: 'B',
      tid: String(tids.secret),
      language: 'C',
      code: 'int main(){return 0;}',
    });
    expect(r.body.status, r.body.msg).toBe(200);
    const events = await kit.site.deps.store.readStream(`submission-${r.body.data.submitId}`);
    expect(events[0]?.data).toMatchObject({ tid: tids.secret, pid: pids.P2 });
    const list = await call<Page<{ submitId: number; pid: number }>>(
      'GET',
      `/api/get-submission-list?tid=${tids.secret}&onlyMine=true&limit=100`,
      as('alice'),
    );
    expect(new Set(list.body.data.records.map((s) => s.pid))).toEqual(new Set([pids.P1, pids.P2]));
    const strip = await call<{ pid: number; problemId: string; status: number | null }[]>(
      'GET',
      `/api/get-full-screen-problem-list?tid=${tids.secret}`,
      as('alice'),
    );
    expect(strip.body.data.map((p) => [p.problemId, p.status])).toEqual([
      ['P1', 0],
      ['P2', -1],
    ]);
    // A problem outside the training is not submitted through it.
    const outside = await call('POST', '/api/submit-problem-judge', as('alice'), {
      pid: pids.P3,
      tid: tids.secret,
      language: 'C',
      code: 'int main(){return 0;}',
    });
    expect(outside.body).toMatchObject({
      status: 404,
      msg: 'The problem does not exist in this training',
    });
  });

  it('voids registrations when its password changes', async () => {
    const dto = await call<{ training: Record<string, unknown>; trainingCategory: { id: number } }>(
      'GET',
      `/api/admin/training?tid=${tids.secret}`,
      as('coach'),
    );
    const put = await call('PUT', '/api/admin/training', as('coach'), {
      training: { ...dto.body.data.training, privatePwd: 'new' },
      trainingCategory: dto.body.data.trainingCategory,
    });
    expect(put.body.status, put.body.msg).toBe(200);
    expect(
      (
        await call<{ access: boolean }>(
          'GET',
          `/api/get-training-access?tid=${tids.secret}`,
          as('alice'),
        )
      ).body.data.access,
    ).toBe(false);
    expect((await rank('coach')).data.total).toBe(0);
    const again = await call('POST', '/api/register-training', as('alice'), {
      tid: tids.secret,
      password: 'new',
    });
    expect(again.body.status, again.body.msg).toBe(200);
    expect((await rank('coach')).data.records.map((r) => r.username)).toEqual(['alice']);
  });
});

describe('a training room', () => {
  it('is left by a socket whose user logs out, by the same rule as a subscribe', async () => {
    const dave = await kit.userWithRole('dave', 'user');
    expect(
      (await call('POST', '/api/register-training', dave, { tid: tids.secret, password: 'new' }))
        .body.status,
    ).toBe(200);
    const socket = await connectSocket(kit.site.url, dave);
    sockets.push(socket);
    const heard: string[] = [];
    socket.onAny((event: string) => heard.push(event));
    expect(await socket.emitWithAck('training:subscribe', { tid: tids.secret! })).toMatchObject({
      status: 200,
    });
    expect((await call('GET', '/api/logout', dave)).body.status).toBe(200);
    await expect.poll(() => heard).toContain('user:loggedOut');
    await judged('bob', 'P1', 'AC', 3);
    // Relayed after the push: once the socket has it, it has all it would have got before.
    const notice = await call('POST', '/api/admin/msg/notice', kit.rootToken, {
      title: 'Again',
      content: 'Hello again',
      type: 'Sys',
    });
    expect(notice.body.status, notice.body.msg).toBe(200);
    await expect.poll(() => heard).toContain('site:notice');
    expect(heard).not.toContain('training:rank');
  });
});
