import { describe, expect, it } from 'vitest';
import {
  checkerCompileChannel,
  checkerCompileStream,
  checkpointChannel,
  judgeQueueChannel,
  type EventStore,
  type NewEvent,
} from '@oj/events';
import type { TestDatabase } from '@oj/events/testing';
import { checkerCompileQueueProjection } from './checker-compile-queue.projection.ts';
import type { AnyProjection } from './define-projection.ts';
import { prepareProjections } from './runner.ts';
import { dumpTable, runToHead, useStoreDatabase } from '../test-kit/index.ts';

const projections = [checkerCompileQueueProjection] as unknown as AnyProjection[];
let db: TestDatabase;
let store: EventStore;
useStoreDatabase((d, s) => ((db = d), (store = s)));

const at = '2026-11-24T08:00:00.000Z';
const requested = (requestId: string): NewEvent => ({
  type: 'CheckerCompileRequested',
  data: {
    ...{ requestId, kind: 'spj', language: 'C++', code: 'int main(){}', requestedBy: 'u1' },
    ...{ at, deadline: '2026-11-24T08:01:00.000Z' },
  },
});
const compiled = (requestId: string): NewEvent => ({
  type: 'CheckerCompiled',
  data: { requestId, ok: true, message: '', judger: 'j1', at },
});

/** Runs the projection to the head; returns the notices its commits sent, in order. */
const noticesWhileProjecting = async () => {
  const heard: string[] = [];
  const head = await store.headPosition();
  const listeners = [
    await db.sql.listen(judgeQueueChannel, () => heard.push('wake')),
    await db.sql.listen(checkerCompileChannel, (p) => heard.push(`answered:${p}`)),
    await db.sql.listen(checkpointChannel, (p) => heard.push(`checkpoint:${p}`)),
  ];
  await runToHead(db.sql, store, projections);
  while (!heard.includes(`checkpoint:${head}`)) await new Promise((r) => setTimeout(r, 10));
  for (const l of listeners) await l.unlisten();
  return heard.filter((h) => !h.startsWith('checkpoint:'));
};

const states = async () =>
  (
    await db.sql<{ request_id: string; state: string }[]>`
      SELECT request_id, state FROM read.checker_compile_queue ORDER BY request_id`
  ).map((r) => `${r.request_id}:${r.state}`);

describe('checker compile queue projection', () => {
  it('queues a request and wakes the judges', async () => {
    await store.append(checkerCompileStream('a'), [requested('a')]);
    expect(await noticesWhileProjecting()).toEqual(['wake']);
    expect(await states()).toEqual(['a:queued']);
  });

  it('marks an answered request done and names it to the waiting server', async () => {
    await store.append(checkerCompileStream('b'), [requested('b')]);
    await store.append(checkerCompileStream('a'), [compiled('a')]);
    expect(await noticesWhileProjecting()).toEqual(['wake', 'answered:a']);
    expect(await states()).toEqual(['a:done', 'b:queued']);
  });

  it('gives identical rows when rebuilt from scratch', async () => {
    const before = await dumpTable(db.sql, 'read.checker_compile_queue', 'request_id');
    await prepareProjections(db.sql, projections, ['checker_compile_queue']);
    expect(await dumpTable(db.sql, 'read.checker_compile_queue', 'request_id')).toEqual([]);
    await runToHead(db.sql, store, projections);
    expect(await dumpTable(db.sql, 'read.checker_compile_queue', 'request_id')).toEqual(before);
  });
});
