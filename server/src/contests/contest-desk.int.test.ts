import { afterAll, beforeAll, expect, it } from 'vitest';
import { judgedSubmission } from '../../test-kit/index.ts';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';
import { PRINT_CAP, printCapMsg, printMessages } from './contest-print.decider.ts';

/** Print queue, AC info, contest problem details and the contest problem rejudge, over the app. */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
const users: Record<string, { uid: string; token: string }> = {};
let pid: number;
let cid: number;
const hour = 3_600_000;
const start = Date.now() - hour;
const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });

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
    problemDto({ problemId: 'HIDDEN1', title: 'Secret sum' }),
  );
  pid = await kit.pidOf('HIDDEN1');
  const r = await call<{ id: number }>('POST', '/api/admin/contest', kit.rootToken, {
    title: 'Desk',
    description: 'd',
    type: 0,
    auth: 0,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 3 * hour).toISOString(),
    openPrint: true,
  });
  cid = r.body.data.id;
  await call('POST', '/api/admin/contest/add-problem-from-public', kit.rootToken, {
    cid,
    pid,
    displayId: 'A',
  });
  // The contest shows its own title, and the problem is hidden from the problem set meanwhile.
  const look = await call('PUT', '/api/admin/contest/contest-problem', kit.rootToken, {
    cid,
    pid,
    displayId: 'A',
    displayTitle: 'Sum in the contest',
    color: '#ff0000',
  });
  expect(look.body.status, look.body.msg).toBe(200);
  const hide = await call(
    'PUT',
    '/api/admin/problem',
    kit.rootToken,
    problemDto({ id: pid, problemId: 'HIDDEN1', title: 'Secret sum', auth: 2 }),
  );
  expect(hide.body.status, hide.body.msg).toBe(200);
});
afterAll(() => kit?.close());

it('shows a hidden problem inside its contest under the contest display id and title', async () => {
  const detail = await call<{ problem: { problemId: string; title: string } }>(
    'GET',
    `/api/get-contest-problem-details?cid=${cid}&displayId=a`,
    users.alice!.token,
  );
  expect(detail.body.status, detail.body.msg).toBe(200);
  expect(detail.body.data.problem).toMatchObject({ problemId: 'A', title: 'Sum in the contest' });
  const outside = await call(
    'GET',
    '/api/get-problem-detail?problemId=HIDDEN1',
    users.alice!.token,
  );
  expect(outside.body.status).toBe(404);
  const missing = await call(
    'GET',
    `/api/get-contest-problem-details?cid=${cid}&displayId=Z`,
    users.alice!.token,
  );
  expect([missing.http, missing.body.msg]).toEqual([404, 'The problem does not exist']);
});

it('queues prints of at least 50 characters for the contest admins, who mark and download them', async () => {
  const send = (content: string) =>
    call('POST', '/api/submit-print-text', users.alice!.token, { cid, content });
  expect((await send('short')).body.msg).toBe(printMessages.short);
  expect((await send('   ')).body.msg).toBe(printMessages.empty);
  const text = `#include <stdio.h>\nint main(){ puts("hello from the contest floor"); }\n`;
  expect((await send(text)).body).toMatchObject({ status: 200 });
  const refused = await call('GET', `/api/get-contest-print?cid=${cid}`, users.bob!.token);
  expect([refused.http, refused.body.msg]).toEqual([
    403,
    'Sorry, you do not have permission for this contest',
  ]);
  const queue = await call<{
    records: { id: number; username: string; status: number }[];
    size: number;
  }>('GET', `/api/get-contest-print?cid=${cid}`, kit.rootToken);
  expect(queue.body.data.size).toBe(15);
  const [record] = queue.body.data.records;
  expect(record).toMatchObject({ username: 'alice', status: 0 });
  const marked = await call(
    'PUT',
    `/api/check-contest-print-status?id=${record!.id}&cid=${cid}`,
    kit.rootToken,
  );
  expect(marked.body.status).toBe(200);
  const again = await call<{ records: { status: number }[] }>(
    'GET',
    `/api/get-contest-print?cid=${cid}`,
    kit.rootToken,
  );
  expect(again.body.data.records[0]?.status).toBe(1);
  const file = await fetch(
    `${kit.site.url}/api/file/download-contest-print-text?id=${record!.id}`,
    {
      headers: { Authorization: kit.rootToken },
    },
  );
  expect(file.headers.get('content-disposition')).toContain('attachment');
  expect(await file.text()).toBe(text);
  const stranger = await fetch(
    `${kit.site.url}/api/file/download-contest-print-text?id=${record!.id}`,
    {
      headers: { Authorization: users.bob!.token },
    },
  );
  expect(stranger.status).toBe(403);
});

it('throttles prints per user and contest and caps them', async () => {
  const text = 'x'.repeat(60_000);
  const send = () =>
    call('POST', '/api/submit-print-text', users.bob!.token, { cid, content: text });
  const nextWindow = () => kit.site.db.sql`DELETE FROM app.throttles WHERE name = 'contest-print'`;
  await nextWindow();
  // A refused text costs no wait.
  const short = await call('POST', '/api/submit-print-text', users.bob!.token, {
    cid,
    content: 'x',
  });
  expect(short.body.msg).toBe(printMessages.short);
  expect((await send()).body.status).toBe(200);
  const fast = await send();
  expect(fast.http).toBe(429);
  expect(fast.body.msg).toMatch(/^Printing too fast, please wait (9|10) seconds$/);
  // Another user is not slowed by bob (alice's own last print is moved out of her window).
  await kit.site.db.sql`DELETE FROM app.throttles WHERE key LIKE ${`%|${users.alice!.uid}`}`;
  const alice = await call('POST', '/api/submit-print-text', users.alice!.token, {
    cid,
    content: text,
  });
  expect(alice.body.status).toBe(200);
  const [before] = await kit.site.db.sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM read.contest_prints WHERE username = 'bob'`;
  for (let i = before!.n; i < PRINT_CAP; i += 1) {
    await nextWindow();
    expect((await send()).body.status).toBe(200);
  }
  await nextWindow();
  const capped = await send();
  expect([capped.http, capped.body.msg]).toEqual([400, printCapMsg]);
  const [after] = await kit.site.db.sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM read.contest_prints WHERE username = 'bob'`;
  expect(after!.n).toBe(PRINT_CAP);
});

it('lists accepted runs with first blood and a checked tick, and rejudges a contest problem', async () => {
  const at = (min: number) => new Date(start + min * 60_000).toISOString();
  await judgedSubmission(kit.site, {
    uid: users.bob!.uid,
    username: 'bob',
    pid,
    cid,
    status: 'AC',
    submitTime: at(7),
  });
  const second = await judgedSubmission(kit.site, {
    uid: users.alice!.uid,
    username: 'alice',
    pid,
    cid,
    status: 'AC',
    submitTime: at(9),
  });
  type Ac = {
    submitId: number;
    username: string;
    firstBlood: boolean;
    checked: boolean;
    useTime: number;
  };
  const list = async () =>
    (
      await call<{ records: Ac[] }>('GET', `/api/get-contest-ac-info?cid=${cid}`, kit.rootToken)
    ).body.data.records.map((r) => [r.username, r.firstBlood, r.checked, r.useTime]);
  expect(await list()).toEqual([
    ['alice', false, false, 540],
    ['bob', true, false, 420],
  ]);
  const tick = await call('PUT', '/api/check-contest-ac-info', kit.rootToken, {
    id: second,
    cid,
    checked: true,
  });
  expect(tick.body.status).toBe(200);
  expect((await list())[0]).toEqual(['alice', false, true, 540]);

  const denied = await call(
    'GET',
    `/api/admin/judge/rejudge-contest-problem?cid=${cid}&pid=${pid}`,
    users.bob!.token,
  );
  expect(denied.http).toBe(403);
  const rejudged = await call(
    'GET',
    `/api/admin/judge/rejudge-contest-problem?cid=${cid}&pid=${pid}`,
    kit.rootToken,
  );
  expect(rejudged.body).toMatchObject({ status: 200, msg: 'Rejudge successfully' });
  const statuses = await kit.site.db.sql<{ status: string }[]>`
    SELECT status FROM read.submissions WHERE cid = ${cid} ORDER BY submit_id`;
  expect(statuses.map((s) => s.status)).toEqual(['PENDING', 'PENDING']);
  expect(await list()).toEqual([]);
});
