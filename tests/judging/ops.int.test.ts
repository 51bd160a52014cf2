import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestJudge } from '@oj/judge/testing';
import { connectSocket, type GroupProcess } from '@oj/server/testing';
import { aplusb, startJudgingSite, type JudgingSite } from './kit.ts';

/**
 * What operators read: `/health` and `/ready` on the server, and Prometheus metrics from the
 * server and from a real judge process on its own operations port.
 */
let s: JudgingSite;
let judge: GroupProcess | undefined;

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
const ready = async () => {
  const r = await fetch(`${s.site.url}/ready`);
  return {
    status: r.status,
    body: (await r.json()) as {
      ok: boolean;
      checks: Record<string, { ok: boolean; detail?: string }>;
    },
  };
};
/** One sample of a metric in Prometheus text: its value, or undefined when absent. */
const sample = (text: string, name: string, labels: Record<string, string> = {}) => {
  const line = text
    .split('\n')
    .find((l) =>
      l.startsWith(`${name}{`) || l.startsWith(`${name} `)
        ? Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`))
        : false,
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

beforeAll(async () => {
  s = await startJudgingSite({ workers: 0 });
});
afterAll(async () => {
  await judge?.stop();
  await s?.close();
});

it('carries one request id from the HTTP request through the events to the judge', async () => {
  const token = await s.user('rita');
  const pid = await s.createProblem({ problemId: 'OPS0' });
  const r = await s.site.call<{ submitId: number }>('POST', '/api/submit-problem-judge', {
    body: { pid, language: 'C', code: aplusb.C },
    token,
    headers: { 'X-Request-Id': 'trace-42' },
  });
  expect(r.headers.get('x-request-id')).toBe('trace-42');
  const id = r.body.data.submitId;
  // The kit's judge has no workers here: one worker judges this run, in this process.
  const worker = await startTestJudge({
    sql: s.site.db.sql,
    store: s.site.deps.store,
    workers: 1,
    name: 'tracer',
  });
  try {
    expect((await s.judged(token, id)).status).toBe(0);
  } finally {
    await worker.stop();
  }
  const events = await s.site.deps.store.readStream(`submission-${id}`);
  expect(events.map((e) => [e.type, e.metadata.requestId])).toEqual(
    events.map((e) => [e.type, 'trace-42']),
  );
  expect(events.map((e) => e.type)).toEqual(
    expect.arrayContaining(['SubmissionCreated', 'JudgingStarted', 'SubmissionJudged']),
  );
  // An id a client made up that is not plain and short is replaced by one of ours.
  const other = await s.site.call('GET', '/api/get-problem-list', {
    headers: { 'X-Request-Id': 'bad id with spaces' },
  });
  expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
});

it('is alive at once, and ready only while a judge beats', async () => {
  const health = await fetch(`${s.site.url}/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  // The kit's in-process judge beats: ready. Once it stops, no judge answers: not ready.
  expect((await ready()).status).toBe(200);
  await s.holdJudging();
  const before = await ready();
  expect(before.status).toBe(503);
  expect(before.body.checks).toMatchObject({
    store: { ok: true },
    readModels: { ok: true },
    judge: { ok: false, detail: 'no judge has reported in its last three beats' },
  });

  const opsPort = await freePort();
  judge = s.spawnJudge('observed', { JUDGE_BEAT_MS: '500', OPS_PORT: String(opsPort) });
  // A judge process starting under tsx can take a minute on a busy machine.
  await expect
    .poll(async () => (await ready()).status, { timeout: 300_000, interval: 250 })
    .toBe(200);

  const token = await s.user('olga');
  const pid = await s.createProblem({ problemId: 'OPS1' });
  const socket = await connectSocket(s.site.url, token);
  try {
    const submitted = { route: '/api/submit-problem-judge', method: 'POST', status: '2xx' };
    const count = async (name: string, labels: Record<string, string>) =>
      sample(await s.site.deps.metrics.metrics(), name, labels) ?? 0;
    const created = { type: 'SubmissionCreated' };
    const requests = 'oj_http_request_duration_seconds_count';
    const submitsBefore = await count(requests, submitted);
    const createdBefore = await count('oj_events_appended_total', created);
    const id = (await s.submit(token, pid, 'C', aplusb.C)).body.data.submitId;
    expect((await s.judged(token, id)).status).toBe(0);
    const judgeMetrics = await (await fetch(`http://127.0.0.1:${opsPort}/metrics`)).text();
    expect(sample(judgeMetrics, 'oj_judge_submission_seconds_count', { outcome: 'judged' })).toBe(
      1,
    );
    expect(sample(judgeMetrics, 'oj_judge_workers_busy')).toBe(0);
    expect(sample(judgeMetrics, 'process_cpu_seconds_total', { service: 'judge' })).toBeGreaterThan(
      0,
    );
    const judgeReady = await fetch(`http://127.0.0.1:${opsPort}/ready`);
    expect(judgeReady.status).toBe(200);

    const server = await s.site.deps.metrics.metrics();
    expect(await count(requests, submitted)).toBe(submitsBefore + 1);
    expect(await count('oj_events_appended_total', created)).toBe(createdBefore + 1);
    expect(sample(server, 'oj_socket_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(server, 'oj_socket_room_members', { kind: 'user' })).toBeGreaterThanOrEqual(1);
    expect(sample(server, 'oj_judges_alive')).toBe(1);
    expect(sample(server, 'oj_projection_lag_seconds')).toBeGreaterThanOrEqual(0);
  } finally {
    socket.disconnect();
  }

  // A judge that stops says so: the site is not ready without one.
  await judge.stop();
  await expect
    .poll(async () => (await ready()).status, { timeout: 60_000, interval: 250 })
    .toBe(503);
});
