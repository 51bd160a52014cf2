import { expect, it } from 'vitest';
import {
  checkpointChannel,
  judgeQueueChannel,
  submissionStream,
  type EventStore,
  type NewEvent,
} from '@oj/events';
import type { TestDatabase } from '@oj/events/testing';
import type { AnyProjection } from './define-projection.ts';
import { judgeQueueProjection } from './judge-queue.projection.ts';
import { dumpTable, runToHead, useStoreDatabase } from '../test-kit/index.ts';

let db: TestDatabase;
let store: EventStore;
useStoreDatabase((d, s) => ((db = d), (store = s)));

const at = '2026-11-22T00:00:00.000Z';
const created = (submitId: number): NewEvent => ({
  type: 'SubmissionCreated',
  data: {
    ...{ submitId, kind: 'submission', pid: 1, displayPid: 'P1', uid: 'u1', username: 'alice' },
    ...{ language: 'C', code: 'x', length: 1, cid: 0, gid: null, ip: '', submitTime: at },
    priority: 2,
  },
});
const started = (submitId: number): NewEvent => ({
  type: 'JudgingStarted',
  data: { submitId, attempt: 1, judger: 'w1', at },
});

/**
 * Runs the projection to the head and returns the judge-queue notices its commits sent. The
 * checkpoint notice is the same transaction's last: once it is heard, every notice before it is.
 */
const wakeUpsWhileProjecting = async () => {
  const heard: string[] = [];
  const listeners = [
    await db.sql.listen(judgeQueueChannel, () => heard.push('wake')),
    await db.sql.listen(checkpointChannel, (p) => heard.push(`checkpoint:${p}`)),
  ];
  const head = await store.headPosition();
  await runToHead(db.sql, store, [judgeQueueProjection as unknown as AnyProjection]);
  while (!heard.includes(`checkpoint:${head}`)) await new Promise((r) => setTimeout(r, 10));
  for (const l of listeners) await l.unlisten();
  return heard.filter((h) => h === 'wake').length;
};

it('wakes the judges once per commit that queues submissions', async () => {
  for (const id of [1, 2, 3]) await store.append(submissionStream(id), [created(id)]);
  expect(await wakeUpsWhileProjecting()).toBe(1);
  expect(await dumpTable(db.sql, 'read.judge_queue', 'submit_id')).toHaveLength(3);
});

it('does not wake them for a commit that only starts judging', async () => {
  await store.append(submissionStream(1), [started(1)]);
  expect(await wakeUpsWhileProjecting()).toBe(0);
});

it('wakes them when a judged submission is queued again', async () => {
  await store.append(submissionStream(1), [
    {
      type: 'SubmissionJudged',
      data: {
        ...{ submitId: 1, attempt: 1, status: 'AC', score: null, oiRankScore: null },
        ...{ time: 1, memory: 1, errorMessage: '', judger: 'w1', at },
      },
    },
    { type: 'RejudgeRequested', data: { submitId: 1, by: 'root', at } },
  ]);
  expect(await wakeUpsWhileProjecting()).toBe(1);
  const [row] = await db.sql`SELECT state FROM read.judge_queue WHERE submit_id = 1`;
  expect(row?.state).toBe('queued');
});
