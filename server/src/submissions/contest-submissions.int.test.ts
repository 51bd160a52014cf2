import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectSocket, judgedSubmission } from '../../test-kit/index.ts';
import { resultHidden } from './submission-realtime.ts';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';

/** The contest submissions tab and the problem list's counters, over the real app. */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
const users: Record<string, { uid: string; token: string }> = {};
let pid: number;
const hour = 3_600_000;
const minute = 60_000;
const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });

const contest = async (start: number, end: number, over: Record<string, unknown> = {}) => {
  const r = await call<{ id: number }>('POST', '/api/admin/contest', kit.rootToken, {
    title: 'Tab test',
    description: 'd',
    type: 0,
    auth: 0,
    startTime: new Date(start).toISOString(),
    endTime: new Date(end).toISOString(),
    sealRank: 1,
    ...over,
  });
  expect(r.body.status, r.body.msg).toBe(200);
  await call('POST', '/api/admin/contest/add-problem-from-public', kit.rootToken, {
    cid: r.body.data.id,
    pid,
    displayId: 'A',
  });
  return r.body.data.id;
};
const submitAt = (
  name: string,
  cid: number,
  at: number,
  status: 'AC' | 'WA' | 'CE',
  o: { score?: number; errorMessage?: string } = {},
) =>
  judgedSubmission(kit.site, {
    uid: users[name]!.uid,
    username: name,
    pid,
    cid,
    status,
    submitTime: new Date(at).toISOString(),
    ...o,
  });
const tokenOf = (name: string) => (name === 'root' ? kit.rootToken : users[name]!.token);

interface Row {
  username: string;
  status: number;
  displayId: string;
}
/** `name` is a contestant of `users` or 'root'. */
const list = async (name: string, cid: number, query = '') => {
  const token = tokenOf(name);
  const r = await call<{ records: Row[]; total: number }>(
    'GET',
    `/api/contest-submissions?contestID=${cid}${query}`,
    token,
  );
  expect(r.body.status, r.body.msg).toBe(200);
  return r.body.data.records.map((s) => [s.username, s.displayId, s.status]);
};

beforeAll(async () => {
  kit = await startProblemSite();
  for (const [name, role] of [
    ['alice', 'user'],
    ['bob', 'user'],
    ['siteadmin', 'admin'],
  ] as const) {
    await kit.userWithRole(name, role);
    users[name] = await kit.site.login(name);
  }
  await call(
    'POST',
    '/api/admin/problem',
    kit.rootToken,
    problemDto({ problemId: 'P1', title: 'A + B' }),
  );
  pid = await kit.pidOf('P1');
});
afterAll(() => kit?.close());

it('shows contestants only their own rows while the contest runs, and admins every row', async () => {
  const start = Date.now() - 2 * hour;
  const cid = await contest(start, Date.now() + 2 * hour);
  await submitAt('alice', cid, start + 10 * minute, 'WA');
  await submitAt('bob', cid, start + 20 * minute, 'AC');
  expect(await list('alice', cid)).toEqual([['alice', 'A', -1]]);
  expect(await list('root', cid)).toEqual([
    ['bob', 'A', 0],
    ['alice', 'A', -1],
  ]);
  expect(await list('root', cid, '&problemID=a&status=0')).toEqual([['bob', 'A', 0]]);
  expect(await list('root', cid, '&problemID=Z')).toEqual([]);
  // The status page lists no contest rows.
  const status = await call<{ records: Row[] }>('GET', '/api/get-submission-list', kit.rootToken);
  expect(status.body.data.records).toEqual([]);
});

it('hides the frozen results of others after the end while the real rank stays hidden', async () => {
  const start = Date.now() - 5 * hour;
  const end = Date.now() - 10 * minute;
  const cid = await contest(start, end, { autoRealRank: false });
  await submitAt('alice', cid, start + 10 * minute, 'AC');
  await submitAt('bob', cid, end - 20 * minute, 'AC');
  expect(await list('alice', cid)).toEqual([
    ['bob', 'A', -5],
    ['alice', 'A', 0],
  ]);
  expect(await list('bob', cid)).toEqual([
    ['bob', 'A', 0],
    ['alice', 'A', 0],
  ]);
});

it('counts solvers and tries per problem, with "?" while the board is sealed for the viewer', async () => {
  const start = Date.now() - 2 * hour;
  const cid = await contest(start, Date.now() + 3 * hour);
  await submitAt('alice', cid, start + 10 * minute, 'WA');
  await submitAt('alice', cid, start + 15 * minute, 'AC');
  await submitAt('bob', cid, start + 20 * minute, 'WA');
  const problems = await call<
    { displayId: string; ac: number | null; total: number | null; myStatus: number }[]
  >('GET', `/api/get-contest-problem?cid=${cid}`, users.bob!.token);
  expect(problems.body.data.map((p) => [p.displayId, p.ac, p.total, p.myStatus])).toEqual([
    ['A', 1, 3, -1],
  ]);
  const mine = await call<{ myStatus: number }[]>(
    'GET',
    `/api/get-contest-problem?cid=${cid}`,
    users.alice!.token,
  );
  expect(mine.body.data[0]?.myStatus).toBe(0);

  // Sealed the last hour and now inside it: contestants get '?', admins counts.
  const sealedStart = Date.now() - 4 * hour;
  const sealed = await contest(sealedStart, Date.now() + 30 * minute);
  await submitAt('alice', sealed, sealedStart + 10 * minute, 'AC');
  const hidden = await call<{ ac: number | null; total: number | null }[]>(
    'GET',
    `/api/get-contest-problem?cid=${sealed}`,
    users.bob!.token,
  );
  expect(hidden.body.data.map((p) => [p.ac, p.total])).toEqual([[null, null]]);
  const shown = await call<{ ac: number | null }[]>(
    'GET',
    `/api/get-contest-problem?cid=${sealed}`,
    kit.rootToken,
  );
  expect(shown.body.data[0]?.ac).toBe(1);
});

interface Vo {
  submitId: number;
  username: string;
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
  errorMessage: string | null;
}
const records = async (name: string, cid: number, query = '') =>
  (
    await call<{ records: Vo[]; total: number }>(
      'GET',
      `/api/contest-submissions?contestID=${cid}${query}`,
      tokenOf(name),
    )
  ).body.data;

it('filters by the status the viewer sees and blanks what a masked row would tell', async () => {
  const start = Date.now() - 5 * hour;
  const end = Date.now() - 10 * minute;
  const cid = await contest(start, end, { autoRealRank: false });
  await submitAt('alice', cid, start + 10 * minute, 'AC');
  await submitAt('bob', cid, end - 20 * minute, 'AC');
  await submitAt('bob', cid, end - 15 * minute, 'CE', { errorMessage: 'main.c:1: error' });
  // Bob's frozen AC must not be found by asking for accepted runs.
  const accepted = await records('alice', cid, '&status=0');
  expect(accepted.records.map((r) => r.username)).toEqual(['alice']);
  expect(accepted.total).toBe(1);
  expect((await records('alice', cid, '&status=-2')).records).toEqual([]);
  const hidden = await records('alice', cid, '&status=-5');
  expect(hidden.total).toBe(2);
  for (const row of hidden.records)
    expect(row).toMatchObject({
      username: 'bob',
      status: -5,
      score: null,
      time: null,
      memory: null,
      errorMessage: null,
    });
  // The contest admin filters over the real verdicts.
  expect((await records('root', cid, '&status=0')).total).toBe(2);
  expect((await records('root', cid, '&status=-5')).total).toBe(0);
});

/** An OI contest whose board is sealed the whole contest: no real-time rank. */
const blindOi = async () => {
  const start = Date.now() - hour;
  return {
    start,
    cid: await contest(start, Date.now() + 2 * hour, { type: 1, sealRank: 2 }),
  };
};

it('shows OI contestants without real-time rank only that they submitted, everywhere', async () => {
  const { start, cid } = await blindOi();
  const id = await submitAt('alice', cid, start + 5 * minute, 'WA', { score: 40 });
  const own = await records('alice', cid);
  expect(own.records).toEqual([
    expect.objectContaining({ submitId: id, status: -5, score: null, time: null }),
  ]);
  expect((await records('alice', cid, '&status=-1')).total).toBe(0);
  const detail = await call<{ submission: Vo }>(
    'GET',
    `/api/get-submission-detail?submitId=${id}`,
    tokenOf('alice'),
  );
  expect(detail.body.data.submission).toMatchObject({ status: -5, score: null, memory: null });
  const cases = await call('GET', `/api/get-all-case-result?submitId=${id}`, tokenOf('alice'));
  expect(cases.body).toMatchObject({ status: 200, data: null });
  const polled = await call<Record<number, Vo>>(
    'POST',
    '/api/check-submissions-status',
    tokenOf('alice'),
    { submitIds: [id] },
  );
  expect(polled.body.data[id]).toMatchObject({ status: -5, score: null });
  // The contest admin sees the verdict.
  const root = await call<{ submission: Vo }>(
    'GET',
    `/api/get-submission-detail?submitId=${id}`,
    kit.rootToken,
  );
  expect(root.body.data.submission).toMatchObject({ status: -1, score: 40 });
});

it('does not push a hidden OI verdict to its submitter over the socket', async () => {
  const { start, cid } = await blindOi();
  const id = await submitAt('alice', cid, start + 5 * minute, 'AC', { score: 100 });
  const own = await connectSocket(kit.site.url, tokenOf('alice'));
  const admin = await connectSocket(kit.site.url, kit.rootToken);
  try {
    expect(await own.emitWithAck('submission:subscribe', { submitId: id })).toMatchObject({
      status: 403,
      msg: resultHidden,
    });
    // The join's answer carries the state at that moment: the verdict needs no second call.
    expect(await admin.emitWithAck('submission:subscribe', { submitId: id })).toMatchObject({
      status: 200,
      data: { submitId: id, status: 0, score: 100 },
    });
  } finally {
    own.close();
    admin.close();
  }
});

it('does not tell a hidden OI verdict through the accepted code or the status marks', async () => {
  const { start, cid } = await blindOi();
  await submitAt('bob', cid, start + 5 * minute, 'AC', { score: 100 });
  const code = await call('GET', `/api/get-last-ac-code?pid=${pid}&cid=${cid}`, tokenOf('bob'));
  expect(code.body).toMatchObject({
    status: 400,
    msg: 'You have not passed the problem so you cannot get the code passed recently',
  });
  const marks = await call<Record<number, { status: number }>>(
    'POST',
    '/api/get-user-problem-status',
    tokenOf('bob'),
    { pidList: [pid], isContestProblemList: true, cid },
  );
  expect(marks.body.data[pid]).toMatchObject({ status: -5 });
  // The contest admin's own accepted code is not hidden from them.
  const rootRun = await judgedSubmission(kit.site, {
    uid: (
      await kit.site.db.sql<{ uid: string }[]>`SELECT uid FROM read.users WHERE username = 'root'`
    )[0]!.uid,
    username: 'root',
    pid,
    cid,
    status: 'AC',
    submitTime: new Date(start + 6 * minute).toISOString(),
  });
  const rootCode = await call<{ submitId: number }>(
    'GET',
    `/api/get-last-ac-code?pid=${pid}&cid=${cid}`,
    kit.rootToken,
  );
  expect(rootCode.body.data).toMatchObject({ submitId: rootRun });
});

it('gives an admin who is not the contest admin no more than a contestant', async () => {
  const start = Date.now() - hour;
  const cid = await contest(start, Date.now() + hour);
  const id = await submitAt('alice', cid, start + 5 * minute, 'WA');
  expect(await list('siteadmin', cid)).toEqual([]);
  const detail = await call(
    'GET',
    `/api/get-submission-detail?submitId=${id}`,
    tokenOf('siteadmin'),
  );
  expect(detail.body.status).toBe(403);
  const cases = await call('GET', `/api/get-all-case-result?submitId=${id}`, tokenOf('siteadmin'));
  expect(cases.body.status).toBe(403);
  const polled = await call<Record<number, Vo>>(
    'POST',
    '/api/check-submissions-status',
    tokenOf('siteadmin'),
    { submitIds: [id] },
  );
  expect(polled.body.data).toEqual({});
  const socket = await connectSocket(kit.site.url, tokenOf('siteadmin'));
  try {
    expect(await socket.emitWithAck('submission:subscribe', { submitId: id })).toMatchObject({
      status: 403,
    });
  } finally {
    socket.close();
  }
});

it('answers no case results when the problem keeps them closed, to admins too', async () => {
  await call(
    'POST',
    '/api/admin/problem',
    kit.rootToken,
    problemDto({ problemId: 'P2', title: 'Closed cases', openCaseResult: false }),
  );
  const closed = await kit.pidOf('P2');
  const id = await judgedSubmission(kit.site, {
    uid: users.alice!.uid,
    username: 'alice',
    pid: closed,
    status: 'WA',
  });
  for (const token of [kit.rootToken, tokenOf('siteadmin'), tokenOf('alice')]) {
    const r = await call('GET', `/api/get-all-case-result?submitId=${id}`, token);
    expect(r.body).toMatchObject({ status: 200, data: null });
  }
  const open = await judgedSubmission(kit.site, {
    uid: users.alice!.uid,
    username: 'alice',
    pid,
    status: 'WA',
  });
  const shown = await call('GET', `/api/get-all-case-result?submitId=${open}`, kit.rootToken);
  expect(shown.body.data).not.toBeNull();
});
