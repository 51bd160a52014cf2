import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createPostgresStore,
  handleCommand,
  migrateStore,
  submissionDecider,
  submissionStream,
  validateEvent,
  type EventStore,
} from '@oj/events';
import { createTestDatabase, type TestDatabase } from '@oj/events/testing';
import { allProjections } from '@oj/projections';
import { migrateLeases } from './leases.ts';
import { SubmissionWriter } from './submission-writer.ts';
import { runWorker, startJudging } from './worker.ts';
import type { WorkerDeps } from './worker-deps.ts';

let db: TestDatabase;
let store: EventStore;
const reads = new Map<string, number>();
/** The real store, counting reads per stream. */
let counting: EventStore;

beforeAll(async () => {
  db = await createTestDatabase();
  await migrateStore(db.sql);
  await migrateLeases(db.sql);
  await db.sql.unsafe(
    `CREATE SCHEMA IF NOT EXISTS read; ${allProjections.find((p) => p.name === 'judge_queue')!.init}`,
  );
  store = createPostgresStore({ sql: db.sql, url: db.url, validate: validateEvent });
  counting = new Proxy(store, {
    get: (target, key) => {
      if (key === 'readStream')
        return (...args: Parameters<EventStore['readStream']>) => {
          reads.set(args[0], (reads.get(args[0]) ?? 0) + 1);
          return target.readStream(...args);
        };
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
});
afterAll(async () => {
  await store.close();
  await db.drop();
});

const at = '2026-11-22T00:00:00.000Z';
/** A submission in the store and the queue (its problem does not exist: judged SE at once). */
const submit = async (submitId: number) => {
  await store.append(submissionStream(submitId), [
    {
      type: 'SubmissionCreated',
      data: {
        ...{ submitId, kind: 'submission', pid: 404, displayPid: 'P404', uid: 'u1' },
        ...{ username: 'alice', language: 'C', code: 'x', length: 1, cid: 0, gid: null },
        ...{ ip: '', submitTime: at, priority: 1 },
      },
    },
  ]);
  await db.sql`INSERT INTO read.judge_queue (submit_id, priority, state, enqueued_at)
               VALUES (${submitId}, 1, 'queued', ${at})`;
};

const depsWith = (s: EventStore): WorkerDeps => ({
  sql: db.sql,
  store: s,
  testdataRoot: '/nonexistent',
  staleMs: 30_000,
  heartbeatMs: 1000,
  log: () => {},
});

const typesOf = async (submitId: number) =>
  (await store.readStream(submissionStream(submitId))).map((e) => e.type);

it('reads the submission stream once for a whole claim, from the lock to the verdict', async () => {
  await submit(1);
  let stop = false;
  // The queue row stays 'queued' (no projection runs here) but its lease now holds attempt 1:
  // the second claim finds nothing, and the worker stops at its first wait.
  await runWorker(
    depsWith(counting),
    'w1',
    async () => void (stop = true),
    () => stop,
  );
  expect(await typesOf(1)).toEqual(['SubmissionCreated', 'JudgingStarted', 'SubmissionJudged']);
  expect(reads.get(submissionStream(1))).toBe(1);
});

it('re-reads on a concurrent cancel and gives the attempt up instead of appending', async () => {
  await submit(2);
  reads.clear();
  const started = await startJudging(
    depsWith(counting),
    'w2',
  )({
    submitId: 2,
    attempt: 1,
    restart: false,
  });
  expect(started?.attempt).toBe(1);
  const writer = started!.writer;
  await handleCommand(store, submissionStream(2), submissionDecider, {
    type: 'Cancel',
    by: 'root',
    at,
  });
  const compiled = { submitId: 2, attempt: 1, ok: true, cached: false };
  expect(await writer.record({ type: 'FinishCompile', data: compiled })).toBe(false);
  expect(reads.get(submissionStream(2))).toBe(2);
  expect(await typesOf(2)).toEqual(['SubmissionCreated', 'JudgingStarted', 'SubmissionCancelled']);
});

it('re-reads on a concurrent append that leaves the attempt current, then goes on from memory', async () => {
  await submit(3);
  reads.clear();
  const writer = await SubmissionWriter.open(counting, 3);
  expect(await writer.record({ type: 'StartJudging', judger: 'w3', at, restart: false })).toBe(
    true,
  );
  await handleCommand(store, submissionStream(3), submissionDecider, {
    type: 'ChangeShare',
    uid: 'u1',
    share: true,
  });
  const compiled = { submitId: 3, attempt: 1, ok: true, cached: false };
  expect(await writer.record({ type: 'FinishCompile', data: compiled })).toBe(true);
  writer.enqueue({
    type: 'RecordCase',
    data: {
      ...{ submitId: 3, attempt: 1, index: 1, status: 'AC', time: 1, memory: 1, score: 0 },
      ...{ groupNum: 0, inputName: '1.in', outputName: '1.out', userOutput: '', message: '' },
    },
  });
  expect(await writer.flush()).toBe(true);
  expect(reads.get(submissionStream(3))).toBe(2);
  expect(await typesOf(3)).toEqual([
    'SubmissionCreated',
    'JudgingStarted',
    'SubmissionShareChanged',
    'CompileFinished',
    'TestCaseJudged',
  ]);
});
