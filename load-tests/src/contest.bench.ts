import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import {
  handleCommand,
  judgePriority,
  nextId,
  rooms,
  submissionDecider,
  submissionStream,
  type Sql,
} from '@oj/events';
import type { ScoreboardChange } from '@oj/events/scoring';
import { putFile, testDataRoot } from '@oj/events/testdata';
import { allProjections, createProjectionRunner } from '@oj/projections';
import { buildDeps, createProblem, ensureSuperAdmin, startHttp } from '@oj/server';
import { fmt, summarize } from './stats.ts';
import { clientProcess } from './client-process.ts';
import { benchProblem } from './problem-fixture.ts';
import { runHistoryJumpBench } from './contest-history.bench.ts';
import { pushBreakdown } from './push-breakdown.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
// 200 rounds: a p99 of 40 would be their maximum.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 10_000);
const PROBLEMS = 13;
const READ_SECONDS = Number(process.env.BENCH_READ_SECONDS ?? 10);
const READERS = 16;

const problem = (i: number) =>
  benchProblem({ problemId: `CB${i}`, title: `Bench ${i}`, languages: ['C'] });

const mb = (bytes: number) => fmt(bytes / 1024 / 1024, 1);

/**
 * `npm run bench -- contest` (issue 8): live scoreboard pushes to 1,000 subscribed sockets
 * against a bare io.emit of the same payload, server memory per socket, and the scoreboard
 * page of a 10,000 x 13 board under concurrent readers against a bare Express route serving
 * the same bytes; and time travel (issue 18): a jump to minute T of a verdict log of that size
 * through snapshots against a fold from scratch; all in one run, on this machine.
 */
export const runContestBench = async (sql: Sql, url: string) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-bench-data-'));
  process.env.DATA_DIR = dataDir;
  process.env.ADMIN_PASSWORD = 'bench-root-password';
  const deps = await buildDeps({ databaseUrl: url, sql });
  const runner = createProjectionRunner({ sql, store: deps.store, projections: allProjections });
  await runner.start();
  await ensureSuperAdmin(deps, () => {});
  const server = await startHttp(deps, { port: 0, host: '127.0.0.1', databaseUrl: url });
  const base = `http://127.0.0.1:${server.port}`;
  const call = async <T>(method: string, p: string, token: string, body?: unknown) => {
    const res = await fetch(base + p, {
      method,
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const j = (await res.json()) as { status: number; msg: string; data: T };
    if (j.status !== 200) throw new Error(`${p}: ${j.msg}`);
    return j.data;
  };
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'root', password: 'bench-root-password' }),
  });
  const token = login.headers.get('authorization')!;

  const pids: number[] = [];
  for (let i = 0; i < PROBLEMS; i++) {
    const { pid, position } = await createProblem(deps, {
      problem: problem(i),
      testCases: [
        {
          index: 1,
          inputName: '1.in',
          outputName: '1.out',
          inputHash: await putFile(testDataRoot(), '1 2\n'),
          outputHash: await putFile(testDataRoot(), '3\n'),
          inputSize: 4,
          outputSize: 2,
          score: 100,
          groupNum: 0,
        },
      ],
      userId: 'bench',
    });
    await deps.projections.waitFor(position);
    pids.push(pid);
  }
  const contest = async (title: string) => {
    const now = Date.now();
    const { id } = await call<{ id: number }>('POST', '/api/admin/contest', token, {
      title,
      description: 'bench',
      type: 0,
      auth: 0,
      startTime: new Date(now - 3_600_000).toISOString(),
      endTime: new Date(now + 4 * 3_600_000).toISOString(),
      openRank: true,
    });
    for (const [i, pid] of pids.entries())
      await call('POST', '/api/admin/contest/add-problem-from-public', token, {
        cid: id,
        pid,
        displayId: String.fromCharCode(65 + i),
      });
    return id;
  };

  const live = await contest('Live bench');
  // The board already holds PARTICIPANTS x 13 results (written to the read model directly:
  // the fold reads the same rows the projections write).
  const start = Date.now() - 3_600_000;
  await sql`
    INSERT INTO read.submissions (submit_id, kind, pid, display_pid, uid, username, language, code, length, cid,
      submit_time, status, time, gmt_modified)
    SELECT 10000000 + u * 100 + p, 'submission', (${pids}::bigint[])[p + 1], 'x', 'u' || u, 'user' || u, 'C', '', 0,
      ${live}, to_timestamp(${start / 1000}::float8 + 60 + (u % 3000) + p * 37),
      CASE WHEN (u + p) % 3 = 0 THEN 'WA' ELSE 'AC' END, 10, now()
    FROM generate_series(1, ${PARTICIPANTS}) u, generate_series(0, ${PROBLEMS - 1}) p`;
  const pending: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const submitId = await nextId(sql, 'submission');
    const stream = submissionStream(submitId);
    await handleCommand(deps.store, stream, submissionDecider, {
      type: 'CreateSubmission',
      data: {
        submitId,
        kind: 'submission',
        pid: pids[i % PROBLEMS]!,
        displayPid: 'x',
        uid: `bench-user-${Math.floor(i / PROBLEMS)}`,
        username: `bench-user-${Math.floor(i / PROBLEMS)}`,
        language: 'C',
        code: 'int main(){}',
        length: 12,
        cid: live,
        gid: null,
        ip: '',
        submitTime: new Date(Date.now() - 600_000 + i * 1000).toISOString(),
        priority: judgePriority.contest,
      },
    });
    await handleCommand(deps.store, stream, submissionDecider, {
      type: 'StartJudging',
      judger: 'bench',
      at: new Date().toISOString(),
      restart: false,
    });
    pending.push(submitId);
  }
  const log = (m: string) => process.stderr.write(`[contest bench] ${m}\n`);
  log('set up; loading the board, then connecting clients');
  await fetch(`${base}/api/get-contest-outside-scoreboard`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ cid: live }),
  });
  global.gc?.();
  const memoryBefore = process.memoryUsage();
  const clients = clientProcess(path.join(here, 'contest-clients.ts'));
  await clients.ask({ type: 'connect', url: base, cid: live, n: CLIENTS }, 'ready');
  global.gc?.();
  await new Promise((r) => setTimeout(r, 1000));
  const memoryAfter = process.memoryUsage();

  log('clients subscribed; pushing verdicts (each one a new solve, so a row moves)');
  const ours: number[] = [];
  const bare: number[] = [];
  let round = 0;
  const breakdown = await pushBreakdown(url, server.io);
  // The clients hand back what they received, so the bare emit sends the very same payload.
  const arrive = () =>
    clients.ask<{ at: number; payload: ScoreboardChange }>(
      { type: 'await', round: ++round },
      'arrived',
    );
  for (const submitId of pending) {
    const t0 = breakdown.start();
    await handleCommand(deps.store, submissionStream(submitId), submissionDecider, {
      type: 'RecordVerdict',
      data: {
        submitId,
        attempt: 1,
        status: 'AC',
        score: null,
        oiRankScore: null,
        time: 1,
        memory: 1,
        errorMessage: '',
        judger: 'bench',
        at: new Date().toISOString(),
      },
    });
    const appended = performance.timeOrigin + performance.now();
    const pushed = await arrive();
    ours.push(pushed.at - t0);
    breakdown.record(t0, appended, pushed.at);
    const t1 = performance.timeOrigin + performance.now();
    server.io.to(rooms.contest(live)).emit('scoreboard:changed', pushed.payload);
    bare.push((await arrive()).at - t1);
  }

  const bodies = Array.from({ length: 20 }, (_, i) =>
    JSON.stringify({ cid: live, currentPage: 1 + ((i * 37) % 200), limit: 50 }),
  );
  const warm = await fetch(`${base}/api/get-contest-outside-scoreboard`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: bodies[0]!,
  });
  const sample = await warm.text();
  const bareApp = express();
  bareApp.use(express.json());
  bareApp.post('/page', (_req, res) => res.type('json').send(sample));
  const bareServer = await new Promise<import('node:http').Server>((resolve) => {
    const s = bareApp.listen(0, '127.0.0.1', () => resolve(s));
  });
  const barePort = (bareServer.address() as { port: number }).port;
  const readPage = async (u: string, p: string) =>
    (
      await clients.ask<{ latencies: number[] }>(
        { type: 'read', url: u, path: p, bodies, concurrency: READERS, seconds: READ_SECONDS },
        'latencies',
      )
    ).latencies;
  const pageOurs = summarize(await readPage(base, '/api/get-contest-outside-scoreboard'));
  const pageBare = summarize(await readPage(`http://127.0.0.1:${barePort}`, '/page'));

  const o = summarize(ours);
  const b = summarize(bare);
  console.log(`\ncontest bench on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'})`);
  console.log(
    `push to ${CLIENTS} sockets on a ${PARTICIPANTS} x ${PROBLEMS} board, ${ROUNDS} verdicts (verdict append -> last client has the row):`,
  );
  console.log(`  ours  p50 ${fmt(o.p50, 1)} ms  p99 ${fmt(o.p99, 1)} ms`);
  console.log(
    `  bare  p50 ${fmt(b.p50, 1)} ms  p99 ${fmt(b.p99, 1)} ms  (io.emit of the same payload)`,
  );
  console.log(
    `  ratio p50 ${fmt(o.p50 / b.p50, 2)}x  p99 ${fmt(o.p99 / b.p99, 2)}x  (goal p99 <= 1.5x)`,
  );
  for (const line of breakdown.report()) console.log(line);
  await breakdown.close();
  console.log(
    `server memory with ${CLIENTS} sockets: rss ${mb(memoryBefore.rss)} -> ${mb(memoryAfter.rss)} MB, heap ${mb(memoryBefore.heapUsed)} -> ${mb(memoryAfter.heapUsed)} MB (${fmt((memoryAfter.rss - memoryBefore.rss) / CLIENTS / 1024, 1)} KB rss per socket)`,
  );
  console.log(
    `scoreboard page, ${PARTICIPANTS} x ${PROBLEMS}, ${READERS} concurrent readers for ${READ_SECONDS} s, ${Buffer.byteLength(sample)} bytes:`,
  );
  console.log(
    `  ours  p50 ${fmt(pageOurs.p50, 2)} ms  p99 ${fmt(pageOurs.p99, 2)} ms  (${pageOurs.n} requests)`,
  );
  console.log(
    `  bare  p50 ${fmt(pageBare.p50, 2)} ms  p99 ${fmt(pageBare.p99, 2)} ms  (${pageBare.n} requests)`,
  );
  console.log(`  ratio p99 ${fmt(pageOurs.p99 / pageBare.p99, 2)}x  (goal <= 5x)`);
  log('time travel: indexing a 10,000 x 13 verdict log, then jumping to random minutes');
  for (const line of runHistoryJumpBench(PARTICIPANTS, PROBLEMS)) console.log(line);

  clients.child.send({ type: 'close' });
  clients.child.kill();
  bareServer.close();
  await server.close();
  server.http.close();
  await runner.stop();
  await deps.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
