import { afterAll, beforeAll, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import type { Verdict } from '@oj/events';
import { contestWithProblems, judgedSubmission } from '../../test-kit/index.ts';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';

/**
 * HOJ's remaining contest endpoints with the bodies HOJ's client sends (ids as strings, flags
 * as query strings). A running ACM contest by root, carol a star. Minutes from the start:
 * root A AC 5 (the author); alice A AC 10, A CE 12; bob A WA 15, B AC 20; carol A AC 30.
 */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
const users: Record<string, { uid: string; token: string }> = {};
const ids: Record<string, number> = {};
let cid: number;

const minute = 60_000;
const start = Date.now() - 60 * minute;
const at = (m: number) => new Date(start + m * minute).toISOString();
const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
const download = async (path: string, token: string) => {
  const res = await fetch(kit.site.url + path, { headers: { Authorization: token } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
};

beforeAll(async () => {
  kit = await startProblemSite();
  for (const name of ['alice', 'bob', 'carol', 'eve']) {
    await kit.userWithRole(name, 'user');
    users[name] = await kit.site.login(name);
  }
  users.root = { uid: (await kit.site.login('root', 'root-password')).uid, token: kit.rootToken };
  const pids: number[] = [];
  for (const id of ['P1', 'P2']) {
    await call('POST', '/api/admin/problem', kit.rootToken, problemDto({ problemId: id }));
    pids.push(await kit.pidOf(id));
  }
  cid = await contestWithProblems(
    kit.site,
    kit.rootToken,
    { startTime: at(0), endTime: at(120), starAccount: ['carol'] },
    pids,
  );
  const runs: [string, string, number, Verdict, number][] = [
    ['rootA', 'root', 0, 'AC', 5],
    ['aliceA', 'alice', 0, 'AC', 10],
    ['aliceCE', 'alice', 0, 'CE', 12],
    ['bobA', 'bob', 0, 'WA', 15],
    ['bobB', 'bob', 1, 'AC', 20],
    ['carolA', 'carol', 0, 'AC', 30],
  ];
  for (const [label, name, p, status, m] of runs)
    ids[label] = await judgedSubmission(kit.site, {
      uid: users[name]!.uid,
      username: name,
      pid: pids[p]!,
      cid,
      status,
      submitTime: at(m),
    });
});
afterAll(() => kit?.close());

it('serves the scroll board its judged submissions, for contest admins only', async () => {
  type Row = { username: string; status: number; displayId: string; submitId: number };
  const path = `/api/get-contest-scroll-board-submission?cid=${cid}`;
  const all = await call<Row[]>('GET', `${path}&removeStar=false`, kit.rootToken);
  expect(all.body.status, all.body.msg).toBe(200);
  // The author's run and the compile error never roll; the order is the submit order.
  expect(all.body.data.map((s) => [s.username, s.displayId, s.status])).toEqual([
    ['alice', 'A', 0],
    ['bob', 'A', -1],
    ['bob', 'B', 0],
    ['carol', 'A', 0],
  ]);
  expect(all.body.data[0]).toMatchObject({ submitId: ids.aliceA, uid: users.alice!.uid });
  const noStar = await call<Row[]>('GET', `${path}&removeStar=true`, kit.rootToken);
  expect(noStar.body.data.map((s) => s.username)).toEqual(['alice', 'bob', 'bob']);
  expect((await call('GET', path, users.alice!.token)).body.status).toBe(403);
  const info = await call(
    'GET',
    `/api/get-contest-scroll-board-info?cid=${cid}`,
    users.alice!.token,
  );
  expect(info.body.status).toBe(403);
});

it('downloads the board as xlsx as the requester sees it, stars removable', async () => {
  const path = `/api/file/download-contest-rank?cid=${cid}&forceRefresh=false`;
  const { res, bytes } = await download(`${path}&removeStar=false`, users.eve!.token);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toContain(`contest_${cid}_rank.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer);
  const rows = book.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
  expect(rows.map((r) => r.slice(1, 3))).toEqual([
    ['Rank', 'Username'],
    [1, 'alice'],
    [2, 'bob'],
    ['*', 'carol'],
  ]);
  expect(rows[1]!.slice(6, 11)).toEqual([1, 1, '0:10:00', '0:10:00', '']);
  expect(rows[2]!.slice(9, 11)).toEqual(['(-1)', '0:20:00']);
  const noStar = await download(`${path}&removeStar=true`, users.eve!.token);
  const book2 = new ExcelJS.Workbook();
  await book2.xlsx.load(noStar.bytes.buffer);
  expect(book2.worksheets[0]!.rowCount).toBe(3);
  const anon = await call('GET', `${path}`, null);
  expect(anon.body.status).toBe(401);
});

it('answers the status of several contest submissions under the contest tab rules', async () => {
  type Map = Record<string, { status: number; displayId: string; username: string }>;
  const body = { cid: String(cid), submitIds: [String(ids.aliceA), String(ids.bobA), '99999'] };
  const path = '/api/check-contest-submissions-status';
  const mine = await call<Map>('POST', path, users.alice!.token, body);
  expect(mine.body.status, mine.body.msg).toBe(200);
  // While the contest runs a contestant sees only their own runs.
  expect(Object.keys(mine.body.data)).toEqual([String(ids.aliceA)]);
  expect(mine.body.data[String(ids.aliceA)]).toMatchObject({ status: 0, displayId: 'A' });
  const admin = await call<Map>('POST', path, kit.rootToken, body);
  expect(Object.keys(admin.body.data).sort()).toEqual([ids.aliceA, ids.bobA].map(String).sort());
  expect(admin.body.data[String(ids.bobA)]).toMatchObject({ status: -1, username: 'bob' });
  expect((await call('POST', path, null, body)).body.status).toBe(401);
  const bad = await call('POST', path, users.alice!.token, { cid: String(cid), submitIds: null });
  expect(bad.body).toMatchObject({
    status: 400,
    msg: expect.stringContaining('submitIds') as unknown,
  });
  const missing = await call('POST', path, users.alice!.token, { cid: '999999', submitIds: [] });
  expect(missing.body.status).toBe(404);
});

it('zips the accepted code by user or by problem, without the admins when asked', async () => {
  const path = `/api/file/download-contest-ac-submission?cid=${cid}`;
  const names = async (query: string) => {
    const { res, bytes } = await download(`${path}${query}`, kit.rootToken);
    expect(res.status).toBe(200);
    return Object.keys(unzipSync(bytes))
      .map((n) => n.replace(/_\(\d+\)\.c$/, ''))
      .sort();
  };
  expect(await names('&excludeAdmin=false&splitType=user')).toEqual([
    'alice/A',
    'bob/B',
    'carol/A',
    'root/A',
  ]);
  expect(await names('&excludeAdmin=true&splitType=problem')).toEqual([
    'A/alice',
    'A/carol',
    'B/bob',
  ]);
  const refused = await call('GET', `${path}&excludeAdmin=true`, users.alice!.token);
  expect(refused.body.status).toBe(403);
});
