import { describe, expect, it } from 'vitest';
import {
  checkpointChannel,
  judgeQueueChannel,
  rejudgeStream,
  scoreboardChannel,
  submissionStream,
  type EventStore,
  type NewEvent,
} from '@oj/events';
import type { TestDatabase } from '@oj/events/testing';
import type { AnyProjection } from './define-projection.ts';
import { contestsProjection } from './contests.projection.ts';
import { rejudgeJobsProjection } from './rejudge-jobs.projection.ts';
import { submissionsProjection } from './submissions.projection.ts';
import { prepareProjections } from './runner.ts';
import { dumpTable, runToHead, useStoreDatabase } from '../test-kit/index.ts';

const projections = [
  contestsProjection,
  rejudgeJobsProjection,
  submissionsProjection,
] as unknown as AnyProjection[];
let db: TestDatabase;
let store: EventStore;
useStoreDatabase((d, s) => ((db = d), (store = s)));

const at = '2026-11-24T08:00:00.000Z';
const later = '2099-01-01T00:00:00.000Z';
const submission = (submitId: number, status: 'AC' | 'WA'): NewEvent[] => [
  {
    type: 'SubmissionCreated',
    data: {
      ...{ submitId, kind: 'submission', pid: 1, displayPid: 'A', uid: `u${submitId}` },
      ...{ username: `user${submitId}`, language: 'C', code: 'x', length: 1, cid: 4, gid: null },
      ...{ ip: '', submitTime: at, priority: 0 },
    },
  },
  { type: 'JudgingStarted', data: { submitId, attempt: 1, judger: 'w', at } },
  {
    type: 'SubmissionJudged',
    data: {
      ...{ submitId, attempt: 1, status, score: null, oiRankScore: null, time: 5, memory: 9 },
      ...{ errorMessage: '', judger: 'w', at },
    },
  },
];
const base = (submitId: number, status: 'AC' | 'WA') => ({
  ...{ submitId, revision: 2, status, score: null, time: 5, memory: 9 },
});
const verdict = (submitId: number, status: 'AC' | 'WA') => ({
  ...{ submitId, status, score: null, time: 6, memory: 9 },
});

/** Runs the projections to the head; returns the notices their commits sent, in order. */
const noticesWhileProjecting = async () => {
  const heard: string[] = [];
  const head = await store.headPosition();
  const listeners = [
    await db.sql.listen(judgeQueueChannel, () => heard.push('wake')),
    await db.sql.listen(scoreboardChannel, (p) => heard.push(`board:${p}`)),
    await db.sql.listen(checkpointChannel, (p) => heard.push(`checkpoint:${p}`)),
  ];
  await runToHead(db.sql, store, projections);
  while (!heard.includes(`checkpoint:${head}`)) await new Promise((r) => setTimeout(r, 10));
  for (const l of listeners) await l.unlisten();
  return heard.filter((h) => !h.startsWith('checkpoint:'));
};
const jobs = async () =>
  (
    await db.sql<{ preview_id: string; submit_id: string; state: string }[]>`
      SELECT preview_id, submit_id, state FROM read.rejudge_jobs ORDER BY preview_id, submit_id`
  ).map((r) => `${r.preview_id}/${r.submit_id}:${r.state}`);
const statuses = async () =>
  (
    await db.sql<{ submit_id: string; status: string; time: number }[]>`
      SELECT submit_id, status, time FROM read.submissions ORDER BY submit_id`
  ).map((r) => `${r.submit_id}:${r.status}:${r.time}`);

describe('rejudge jobs and verdicts', () => {
  it('queues one job per listed submission and wakes the judges, submissions untouched', async () => {
    await store.append(submissionStream(1), submission(1, 'AC'));
    await store.append(submissionStream(2), submission(2, 'WA'));
    await noticesWhileProjecting();
    await store.append(rejudgeStream('p'), [
      {
        type: 'RejudgePreviewRequested',
        data: {
          ...{ previewId: 'p', cid: 4, submitIds: [1, 2], base: [base(1, 'AC'), base(2, 'WA')] },
          ...{ by: 'root', at, expiresAt: later },
        },
      },
      {
        type: 'RejudgePreviewJudged',
        data: { previewId: 'p', ...verdict(1, 'WA'), judger: 'w', at },
      },
    ]);
    expect(await noticesWhileProjecting()).toEqual(['wake']);
    expect(await jobs()).toEqual(['p/1:done', 'p/2:queued']);
    expect(await statuses()).toEqual(['1:AC:5', '2:WA:5']);
  });

  it('applies every verdict in one commit with one board notice, and undoes them', async () => {
    await store.append(rejudgeStream('p'), [
      {
        type: 'RejudgeApplied',
        data: {
          ...{ previewId: 'p', cid: 4, by: 'root', at },
          verdicts: [
            { ...verdict(1, 'WA'), previous: { status: 'AC', score: null, time: 5, memory: 9 } },
            { ...verdict(2, 'AC'), previous: { status: 'WA', score: null, time: 5, memory: 9 } },
          ],
        },
      },
    ]);
    expect(await noticesWhileProjecting()).toEqual(['board:{"cid":4,"resync":true}']);
    expect(await statuses()).toEqual(['1:WA:6', '2:AC:6']);
    expect(await jobs()).toEqual(['p/1:done', 'p/2:closed']);
    await store.append(rejudgeStream('p'), [
      {
        type: 'RejudgeUndone',
        data: {
          ...{ previewId: 'p', cid: 4, by: 'root', at },
          verdicts: [
            { submitId: 1, status: 'AC', score: null, time: 5, memory: 9 },
            { submitId: 2, status: 'WA', score: null, time: 5, memory: 9 },
          ],
        },
      },
    ]);
    expect(await noticesWhileProjecting()).toEqual(['board:{"cid":4,"resync":true}']);
    expect(await statuses()).toEqual(['1:AC:5', '2:WA:5']);
  });

  it('gives identical rows when rebuilt from scratch', async () => {
    const dump = () =>
      Promise.all([
        dumpTable(db.sql, 'read.rejudge_jobs', 'preview_id, submit_id'),
        dumpTable(db.sql, 'read.submissions', 'submit_id'),
      ]);
    const before = await dump();
    await prepareProjections(db.sql, projections, ['rejudge_jobs', 'submissions']);
    expect(await dumpTable(db.sql, 'read.rejudge_jobs', 'preview_id')).toEqual([]);
    await runToHead(db.sql, store, projections);
    expect(await dump()).toEqual(before);
  });
});
