import { afterAll, beforeAll, expect, it } from 'vitest';
import { judgedSubmission } from '../../test-kit/index.ts';
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
const submitAt = (name: string, cid: number, at: number, status: 'AC' | 'WA') =>
  judgedSubmission(kit.site, {
    uid: users[name]!.uid,
    username: name,
    pid,
    cid,
    status,
    submitTime: new Date(at).toISOString(),
  });

interface Row {
  username: string;
  status: number;
  displayId: string;
}
/** `name` is a contestant of `users` or 'root'. */
const list = async (name: string, cid: number, query = '') => {
  const token = name === 'root' ? kit.rootToken : users[name]!.token;
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
  for (const name of ['alice', 'bob']) {
    await kit.userWithRole(name, 'user');
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
