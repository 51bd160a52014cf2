import os from 'node:os';
import { createSql, createStore, judgeStream, migrateIds, migrateStore } from '@oj/events';
import {
  checkReady,
  createMetricsRegistry,
  currentRequestId,
  resolveDatabase,
  stampingStore,
  startOpsServer,
} from '@oj/events/infra';
import { Gauge, Histogram } from 'prom-client';
import { testDataRoot } from '@oj/events/testdata';
import { detectLanguages } from './engine.ts';
import { checkJudgeRoot } from './sandbox/judge-dir.ts';
import { startJudgeBeat } from './worker/judge-beat.ts';
import { migrateLeases } from './worker/leases.ts';
import { listenForWork } from './worker/work-signal.ts';
import { runWorker, type WorkerDeps } from './worker/worker.ts';

const log = (msg: string, extra: Record<string, unknown> = {}) =>
  console.log(
    JSON.stringify({
      level: 'info',
      service: 'judge',
      msg,
      requestId: currentRequestId(),
      ...extra,
    }),
  );

/**
 * The judge process: checks its folder (see `checkJudgeRoot`), reports its toolchains, then
 * runs `JUDGE_WORKERS` workers (default: one per CPU core) that wake when the judge queue gets
 * work and poll twice a second as a fallback.
 */
const main = async () => {
  // Before anything else: a judge folder someone else could write is a way to root.
  const judgeFolder = checkJudgeRoot();
  const db = await resolveDatabase();
  const sql = createSql(db.url, { max: 10 });
  await migrateStore(sql);
  await migrateIds(sql);
  await migrateLeases(sql);
  // The judge's events carry the id of the request whose submission it judges.
  const store = stampingStore(
    createStore({ sql, databaseUrl: db.url, eventStoreUrl: process.env.EVENTSTORE_URL }),
  );
  const name = process.env.JUDGE_NAME ?? `${os.hostname()}-${process.pid}`;
  const languages = await detectLanguages();
  await store.append(judgeStream(name), [
    { type: 'JudgeWorkerStarted', data: { judger: name, languages, at: new Date().toISOString() } },
  ]);
  log('judge started', {
    judger: name,
    judgeFolder,
    languages: languages.filter((l) => l.available).map((l) => l.name),
  });

  const beat = await startJudgeBeat(sql, name, Number(process.env.JUDGE_BEAT_MS ?? 10_000));
  const work = await listenForWork(db.url);

  const metrics = createMetricsRegistry('judge');
  const busy = new Gauge({
    name: 'oj_judge_workers_busy',
    help: 'Workers of this judge judging a submission now',
    registers: [metrics],
  });
  const runs = new Histogram({
    name: 'oj_judge_submission_seconds',
    help: 'Time a worker spent on one submission (compile and every case), by outcome',
    labelNames: ['outcome'],
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120],
    registers: [metrics],
  });
  const deps: WorkerDeps = {
    sql,
    store,
    testdataRoot: testDataRoot(),
    staleMs: Number(process.env.JUDGE_STALE_MS ?? 30_000),
    heartbeatMs: Number(process.env.JUDGE_HEARTBEAT_MS ?? 5_000),
    log,
    observe: {
      started: () => busy.inc(),
      finished: (seconds, outcome) => {
        busy.dec();
        runs.observe({ outcome }, seconds);
      },
    },
  };
  const ops = process.env.OPS_PORT
    ? await startOpsServer({
        port: Number(process.env.OPS_PORT),
        host: process.env.OPS_HOST,
        registry: metrics,
        ready: () => checkReady(sql, store),
      })
    : null;
  let stopping = false;
  const count = Math.max(1, Number(process.env.JUDGE_WORKERS ?? os.availableParallelism()));
  const workers = Array.from({ length: count }, (_, i) =>
    runWorker(deps, `${name}#${i + 1}`, work.wait, () => stopping),
  );

  const stop = async () => {
    stopping = true;
    work.wakeAll();
    await Promise.race([Promise.all(workers), new Promise((r) => setTimeout(r, 10_000))]);
    await beat.stop();
    await ops?.close();
    await work.close();
    await store.close();
    await sql.end({ timeout: 5 });
    await db.release();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
