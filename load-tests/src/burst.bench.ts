import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { createSql, createStore, rooms, submissionStream, type Sql } from '@oj/events';
import type { ScoreboardChange } from '@oj/events/scoring';
import { allProjections, createProjectionRunner } from '@oj/projections';
import { buildDeps, createProblem, ensureSuperAdmin, registerAccount, startHttp } from '@oj/server';
import { startTestJudge } from '@oj/judge/testing';
import { fmt, summarize } from './stats.ts';
import { clientProcess } from './client-process.ts';
import { benchProblem } from './problem-fixture.ts';
import { aplusb, sandboxRun, testCases } from './burst-fixture.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const USERS = Number(process.env.BENCH_USERS ?? 2000);
const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 60);
const WORKERS = Number(process.env.BENCH_JUDGE_WORKERS ?? process.env.JUDGE_WORKERS ?? 2);
const POLL_MS = Number(process.env.BENCH_POLL_MS ?? 1000);
const BARE_ROUNDS = 40;
const PASSWORD = 'burst-password';

interface Results {
  api: Record<string, number[]>;
  bare: number[];
  errors: string[];
  verdicts: Record<string, number>;
  submitted: { username: string; submitId: number }[];
  lastPush: Record<string, number>;
  socketErrors: number;
  payload: unknown;
}

/**
 * `npm run bench -- burst` (issue 20): BENCH_USERS contestants log in, open the problem list
 * and a problem, submit A+B in C (10 cases) at 20x the steady rate (BENCH_USERS submissions an
 * hour) for BENCH_BURST_SECONDS, poll their status and hold a socket each on the board, against
 * real sandboxed judge workers. Each figure has its baseline from the same run.
 */
export const runBurstBench = async (sql: Sql, url: string) => {
  const log = (m: string) => process.stderr.write(`[burst bench] ${m}\n`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-bench-data-'));
  process.env.DATA_DIR = dataDir;
  process.env.ADMIN_PASSWORD = 'bench-root-password';
  // Every contestant logs in from 127.0.0.1: the per-address sign-in limit would refuse them.
  process.env.AUTH_RATE_LIMIT = String(10 * USERS + 100);
  // Thousands of slow-request warnings would bury the table; LOG_LEVEL=info shows them.
  process.env.LOG_LEVEL ??= 'error';
  const deps = await buildDeps({ databaseUrl: url, sql });
  // The projections runner and the judges are processes of their own in production, each with
  // its own connections: sharing the server's pool, a flood of status polls would queue the
  // projections' transactions and the judges' appends behind it.
  const own = () => {
    const pool = createSql(url, { max: 4 });
    return { sql: pool, store: createStore({ sql: pool, databaseUrl: url }) };
  };
  const forRunner = own();
  const forJudge = own();
  const runner = createProjectionRunner({
    sql: forRunner.sql,
    store: forRunner.store,
    projections: allProjections,
  });
  await runner.start();
  await ensureSuperAdmin(deps, () => {});
  const server = await startHttp(deps, { port: 0, host: '127.0.0.1', databaseUrl: url });
  const base = `http://127.0.0.1:${server.port}`;
  // The bare route: same process, same event loop, no store, no read model.
  const bareApp = express();
  bareApp.use(express.json({ limit: '512kb' }));
  bareApp.post('/bare', (_req, res) => res.json({ status: 200, msg: 'success', data: null }));
  const bareServer = await new Promise<Server>((resolve) => {
    const s = bareApp.listen(0, '127.0.0.1', () => resolve(s));
  });
  const barePort = (bareServer.address() as { port: number }).port;
  let clients: ReturnType<typeof clientProcess> | undefined;
  let judge: Awaited<ReturnType<typeof startTestJudge>> | undefined;
  try {
    const rootLogin = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'root', password: 'bench-root-password' }),
    });
    const token = rootLogin.headers.get('authorization')!;
    const call = async <T>(p: string, body: unknown) => {
      const res = await fetch(base + p, {
        method: 'POST',
        headers: { Authorization: token, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const j = (await res.json()) as { status: number; msg: string; data: T };
      if (j.status !== 200) throw new Error(`${p}: ${j.msg}`);
      return j.data;
    };
    const problem = benchProblem({ problemId: 'BURST', title: 'A+B', languages: ['C'] });
    const created = await createProblem(deps, {
      problem,
      testCases: await testCases(),
      userId: 'bench',
    });
    await deps.projections.waitFor(created.position);
    const now = Date.now();
    const { id: cid } = await call<{ id: number }>('/api/admin/contest', {
      title: 'Burst bench',
      description: 'bench',
      type: 0,
      auth: 0,
      startTime: new Date(now - 60_000).toISOString(),
      endTime: new Date(now + 5 * 3_600_000).toISOString(),
      openRank: true,
    });
    await call('/api/admin/contest/add-problem-from-public', {
      cid,
      pid: created.pid,
      displayId: 'A',
    });

    log(`creating ${USERS} accounts`);
    const users = Array.from({ length: USERS }, (_, i) => `burst${i}`);
    const uidOf = new Map<string, string>();
    let next = 0;
    let last = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < users.length) {
          const username = users[next++]!;
          const r = await registerAccount(deps, {
            username,
            password: PASSWORD,
            email: '',
            role: 'user',
          });
          uidOf.set(username, r.uid);
          last = Math.max(last, r.position);
        }
      }),
    );
    await deps.projections.waitFor(last);

    log('measuring one sandboxed run');
    const oneRun = await sandboxRun();
    judge = await startTestJudge({
      sql: forJudge.sql,
      store: forJudge.store,
      workers: WORKERS,
      name: 'burst',
    });
    await deps.projections.waitFor(judge.position);

    log(`connecting ${USERS} sockets to the board`);
    clients = clientProcess(path.join(here, 'burst-clients.ts'));
    await clients.ask({ type: 'connect', url: base, cid, n: USERS }, 'ready');
    const submissions = Math.min(USERS, Math.round(((20 * USERS) / 3600) * BURST_SECONDS));
    log(`log in, open the contest, then ${submissions} submissions in ${BURST_SECONDS} s`);
    const r = await clients.ask<Results>(
      {
        type: 'run',
        url: base,
        bareUrl: `http://127.0.0.1:${barePort}/bare`,
        cid,
        users,
        password: PASSWORD,
        code: aplusb,
        submissions,
        burstSeconds: BURST_SECONDS,
        pollMs: POLL_MS,
      },
      'results',
    );

    // Verdict append -> the last socket has the board push; and the judge's own timeline.
    const toBoard: number[] = [];
    const service: number[] = [];
    let firstStart = Infinity;
    let lastJudged = 0;
    for (const s of r.submitted) {
      const events = await deps.store.readStream(submissionStream(s.submitId));
      const started = events.find((e) => e.type === 'JudgingStarted');
      const judged = events.find((e) => e.type === 'SubmissionJudged');
      if (!started || !judged) continue;
      const [t0, t1] = [Date.parse(started.createdAt), Date.parse(judged.createdAt)];
      firstStart = Math.min(firstStart, t0);
      lastJudged = Math.max(lastJudged, t1);
      service.push(t1 - t0);
      const pushedAt = r.lastPush[uidOf.get(s.username)!];
      if (pushedAt !== undefined) toBoard.push(pushedAt - t1);
    }
    const bareEmit: number[] = [];
    for (let round = 1; round <= BARE_ROUNDS; round++) {
      const arrived = clients.ask<{ at: number }>({ type: 'await-bare', round }, 'bare-arrived');
      const t0 = Date.now();
      server.io.to(rooms.contest(cid)).emit('scoreboard:changed', r.payload as ScoreboardChange);
      bareEmit.push((await arrived).at - t0);
    }

    const allApi = Object.values(r.api).flat();
    const contestApi = Object.entries(r.api)
      .filter(([k]) => k !== 'login')
      .flatMap(([, v]) => v);
    const ours = summarize(contestApi);
    const bare = summarize(r.bare);
    const board = summarize(toBoard);
    const emit = summarize(bareEmit);
    const judged = service.length;
    const wall = (lastJudged - firstStart) / 1000;
    const meanService = service.reduce((a, b) => a + b, 0) / Math.max(1, judged) / 1000;
    const bound = WORKERS / ((10 * oneRun) / 1000);
    const nonAc = Object.entries(r.verdicts)
      .filter(([k]) => k !== '0')
      .reduce((a, [, v]) => a + v, 0);
    const errors = r.errors.length + r.socketErrors + nonAc + (submissions - judged);

    const row = (...cells: string[]) => console.log(`| ${cells.join(' | ')} |`);
    console.log(`\nburst bench on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'})`);
    console.log(
      `${USERS} contestants with a socket each, ${submissions} submissions of A+B in C (10 cases) in ${BURST_SECONDS} s (20x the steady ${USERS}/hour), ${WORKERS} judge workers, status polled every ${POLL_MS} ms\n`,
    );
    row('figure', 'ours', 'baseline', 'ratio');
    row('---', '---', '---', '---');
    row(
      `API p50 (${ours.n} requests)`,
      `${fmt(ours.p50, 1)} ms`,
      `${fmt(bare.p50, 1)} ms bare Express route`,
      `${fmt(ours.p50 / bare.p50, 2)}x`,
    );
    row(
      'API p99',
      `${fmt(ours.p99, 1)} ms`,
      `${fmt(bare.p99, 1)} ms bare Express route`,
      `${fmt(ours.p99 / bare.p99, 2)}x`,
    );
    row(
      `verdict-to-board p99 (${board.n} verdicts, p50 ${fmt(board.p50, 1)} ms)`,
      `${fmt(board.p99, 1)} ms`,
      `${fmt(emit.p99, 1)} ms bare io.emit (p50 ${fmt(emit.p50, 1)} ms)`,
      `${fmt(board.p99 / emit.p99, 2)}x`,
    );
    row(
      `judge throughput (${judged} judged in ${fmt(wall, 1)} s)`,
      `${fmt(judged / wall, 2)}/s offered-limited; ${fmt(WORKERS / meanService, 2)}/s from service time (${fmt(meanService * 1000, 0)} ms each)`,
      `${fmt(bound, 2)}/s sandbox bound (${WORKERS} x 1 / (10 x ${fmt(oneRun, 1)} ms))`,
      `${fmt(WORKERS / meanService / bound, 2)}x`,
    );
    row(
      'errors',
      String(errors),
      '0',
      `${r.errors.length} non-200, ${r.socketErrors} socket, ${nonAc} not AC, ${submissions - judged} unjudged`,
    );
    console.log('\nAPI by request (p50 / p99 ms):');
    for (const [kind, v] of Object.entries(r.api)) {
      const s = summarize(v);
      console.log(`  ${kind.padEnd(12)} ${fmt(s.p50, 1)} / ${fmt(s.p99, 1)}  (${s.n})`);
    }
    console.log(
      `  (API figures leave out login: scrypt on purpose; all: p99 ${fmt(summarize(allApi).p99, 1)} ms)`,
    );
    for (const e of r.errors.slice(0, 5)) console.log(`  error: ${e}`);
  } finally {
    if (clients) {
      clients.child.send({ type: 'close' });
      clients.child.kill();
    }
    await judge?.stop();
    bareServer.close();
    await server.close();
    server.http.close();
    await runner.stop();
    await deps.close();
    for (const o of [forRunner, forJudge]) {
      await o.store.close?.();
      await o.sql.end({ timeout: 5 });
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};
