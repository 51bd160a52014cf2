import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { io as connectClient } from 'socket.io-client';
import { createSql, type Sql } from '@oj/events';
import { connectSocket, contestWithProblems } from '@oj/server/testing';
import type { ScoreboardChange } from '@oj/events/scoring';
import { problemDto } from '../../server/test-kit/problem-kit.ts';
import { aplusb } from '../judging/kit.ts';
import { api, startSiteProcess } from '../e2e/site-process.ts';

/**
 * The production shape on one machine, as `npm start` runs it: two servers behind the proxy,
 * two projections runners (one a hot standby), two judges. Clients on different servers see
 * the same pushes; the active runner killed hands over with nothing skipped or applied twice;
 * a judge killed mid-case leaves its submission to the other, judged exactly once.
 */
let site: Awaited<ReturnType<typeof startSiteProcess>>;
let sql: Sql;
let token: string;
/** A contestant: the super admin's own runs never reach a contest board. */
let carl: string;
let pid: number;
let cid: number;
const ops = 39_000 + (process.pid % 500) * 10;

// About 300 ms of CPU per case before answering, six cases: a judge can be killed mid-run.
const slow = aplusb.C.replace(
  'int main(){',
  'int main(){volatile unsigned long x=0;for(unsigned long i=0;i<300000000UL;i++)x+=i;',
);

beforeAll(async () => {
  site = await startSiteProcess({
    OJ_SERVERS: '2',
    OJ_PROJECTIONS: '2',
    OJ_JUDGES: '2',
    JUDGE_WORKERS: '1',
    JUDGE_STALE_MS: '3000',
    JUDGE_HEARTBEAT_MS: '500',
    OJ_OPS_PORT: String(ops),
    SEED_DEMO: '0',
  });
  const { databaseUrl } = JSON.parse(
    fs.readFileSync(path.join(site.dataDir, 'runtime.json'), 'utf8'),
  ) as { databaseUrl: string };
  sql = createSql(databaseUrl, { max: 2 });
  const login = await fetch(`${site.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'root', password: 'root-password' }),
  });
  token = login.headers.get('authorization')!;
  const made0 = await api(
    site.url,
    'POST',
    '/api/admin/user/insert-batch-user',
    {
      users: [['carl', 'secret123']],
    },
    token,
  );
  expect(made0.body.status, made0.body.msg).toBe(200);
  // Carl submits back to back: no interval between his runs.
  const open = await api(
    site.url,
    'PUT',
    '/api/admin/switch/update',
    { defaultSubmitInterval: 0 },
    token,
  );
  expect(open.body.status, open.body.msg).toBe(200);
  carl = (
    await fetch(`${site.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'carl', password: 'secret123' }),
    })
  ).headers.get('authorization')!;
  const call = async <T>(
    method: string,
    p: string,
    o: { body?: unknown; token?: string | null },
  ) => {
    const r = await api<T>(site.url, method, p, o.body, o.token ?? undefined);
    return { http: 200, body: r.body, headers: r.headers };
  };
  const samples = Array.from({ length: 6 }, (_, i) => ({
    input: `${i} ${i}\n`,
    output: `${2 * i}\n`,
  }));
  const made = await call('POST', '/api/admin/problem', {
    token,
    body: problemDto({ problemId: 'STACK1' }, { samples, languages: [{ id: 1, name: 'C' }] }),
  });
  expect(made.body.status, made.body.msg).toBe(200);
  const [row] = await sql<
    { pid: string }[]
  >`SELECT pid FROM read.problems WHERE problem_id = 'STACK1'`;
  pid = Number(row!.pid);
  const now = Date.now();
  cid = await contestWithProblems(
    { call: call as never },
    token,
    {
      title: 'Stack',
      startTime: new Date(now - 60_000).toISOString(),
      endTime: new Date(now + 3_600_000).toISOString(),
    },
    [pid],
  );
}, 600_000);
afterAll(async () => {
  await sql?.end({ timeout: 5 });
  await site?.stop();
});

const submit = async (code: string, inContest = true) => {
  const r = await api<{ submitId: number }>(
    site.url,
    'POST',
    '/api/submit-problem-judge',
    { pid, language: 'C', code, cid: inContest ? cid : 0, isRemote: false },
    carl,
  );
  expect(r.body.status, r.body.msg).toBe(200);
  return r.body.data.submitId;
};
const eventsOf = (submitId: number) =>
  sql<{ type: string; judger: string | null }[]>`
    SELECT type, data->>'judger' AS judger FROM es.events
    WHERE stream_id = ${`submission-${submitId}`} ORDER BY position`;
const statusOf = async (submitId: number) =>
  (
    await sql<
      { status: string }[]
    >`SELECT status FROM read.submissions WHERE submit_id = ${submitId}`
  )[0]?.status;
const health = async (port: number) =>
  (await (await fetch(`http://127.0.0.1:${port}/health`)).json()) as { pid: number };
const metric = async (port: number, name: string) => {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

it('pushes the same verdict and board change to clients of either server', async () => {
  // Two connections in a row: the proxy sends them to the two servers (the session id says which).
  const a = await connectSocket(site.url, token);
  const b = await connectSocket(site.url, token);
  try {
    const servers = [a, b].map((s) => s.io.engine.id.split('.')[0]);
    expect(new Set(servers)).toEqual(new Set(['0', '1']));
    const boards: ScoreboardChange[][] = [[], []];
    for (const [i, s] of [a, b].entries()) {
      expect(await s.emitWithAck('contest:subscribe', { cid })).toMatchObject({ status: 200 });
      s.on('scoreboard:changed', (c) => boards[i]!.push(c));
    }
    const id = await submit(aplusb.C);
    const verdicts = await Promise.all(
      [a, b].map(
        (s) =>
          new Promise<string>((resolve) => {
            s.on('submission:judged', (row) => resolve(String(row.status)));
            void s.emitWithAck('submission:subscribe', { submitId: id }).then((ack) => {
              const now = (ack as { data?: { status?: number } }).data?.status;
              if (now === 0) resolve('0');
            });
          }),
      ),
    );
    expect(verdicts).toEqual(['0', '0']);
    await expect.poll(() => boards.map((x) => x.length > 0)).toEqual([true, true]);
  } finally {
    a.disconnect();
    b.disconnect();
  }
});

it('keeps a long-polling client on the server that holds its session', async () => {
  // Polling is a series of requests: each must reach the server of the session, or the
  // server answers "Session ID unknown" and the client never gets its acks.
  const s = connectClient(site.url, {
    path: '/socket.io',
    auth: { token },
    transports: ['polling'],
    forceNew: true,
    reconnection: false,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    });
    for (let i = 0; i < 6; i++)
      expect(await s.emitWithAck('contest:subscribe', { cid })).toMatchObject({ status: 200 });
    expect(s.connected).toBe(true);
  } finally {
    s.disconnect();
  }
});

it('hands the projections over to the standby when the active runner dies', async () => {
  const runners = [ops + 2, ops + 3];
  await expect
    .poll(async () =>
      (await Promise.all(runners.map((p) => metric(p, 'oj_projections_active')))).sort(),
    )
    .toEqual([0, 1]);
  const active = runners[(await metric(runners[0]!, 'oj_projections_active')) === 1 ? 0 : 1]!;
  // Each child leads its own process group (the supervisor starts them detached).
  process.kill(-(await health(active)).pid, 'SIGKILL');
  const ids = [];
  for (let i = 0; i < 3; i++) ids.push(await submit(aplusb.C, false));
  for (const id of ids) await expect.poll(() => statusOf(id), { timeout: 300_000 }).toBe('AC');
  // Nothing skipped: every submission and verdict is in the read model. Nothing twice: the
  // problem's counts equal the events (a doubled apply counts twice).
  const [counts] = await sql<
    { made: number; outside: number; listed: number; ac: number; acs: number }[]
  >`
    SELECT
      (SELECT count(*)::int FROM es.events WHERE type = 'SubmissionCreated') AS made,
      (SELECT count(*)::int FROM es.events WHERE type = 'SubmissionCreated'
        AND data->>'cid' = '0') AS outside,
      (SELECT count(*)::int FROM read.submissions) AS listed,
      (SELECT count(*)::int FROM es.events WHERE type = 'SubmissionJudged'
        AND data->>'status' = 'AC') AS ac,
      (SELECT count(*)::int FROM read.submissions WHERE status = 'AC') AS acs`;
  expect(counts!.listed).toBe(counts!.made);
  expect(counts!.acs).toBe(counts!.ac);
  const detail = await api<{ problemCount: { total: number; ac: number } }>(
    site.url,
    'GET',
    `/api/get-problem-detail?problemId=STACK1`,
    undefined,
    token,
  );
  // The problem's own counts leave contest runs out; all judged so far were accepted.
  expect(detail.body.data.problemCount).toMatchObject({
    total: counts!.outside,
    ac: counts!.outside,
  });
  const [lag] = await sql<{ behind: number }[]>`
    SELECT count(*)::int AS behind FROM es.events
    WHERE position > (SELECT min(position) FROM read.checkpoints)`;
  expect(lag!.behind).toBe(0);
});

it('judges a submission exactly once when its judge is killed mid-case', async () => {
  const id = await submit(slow, false);
  await expect
    .poll(async () => (await eventsOf(id)).filter((e) => e.type === 'TestCaseJudged').length, {
      timeout: 300_000,
      interval: 50,
    })
    .toBeGreaterThan(0);
  const judger = (await eventsOf(id)).find((e) => e.type === 'JudgingStarted')!.judger!;
  // A judge is named <host>-<pid>#<worker>: the process to kill.
  process.kill(-Number(/-(\d+)#\d+$/.exec(judger)![1]), 'SIGKILL');
  await expect.poll(() => statusOf(id), { timeout: 300_000 }).toBe('AC');
  const events = await eventsOf(id);
  expect(events.filter((e) => e.type === 'SubmissionJudged')).toHaveLength(1);
  const starts = events.filter((e) => e.type === 'JudgingStarted').map((e) => e.judger);
  expect(starts).toHaveLength(2);
  expect(starts[1]).not.toBe(starts[0]);
});
