import { expect, it } from 'vitest';
import {
  scoreboardChannel,
  scoreboardNoticeSchema,
  submissionStream,
  type EventStore,
  type NewEvent,
  type ScoreboardNotice,
} from '@oj/events';
import type { TestDatabase } from '@oj/events/testing';
import { contestsProjection } from './contests.projection.ts';
import type { AnyProjection } from './define-projection.ts';
import { submissionsProjection } from './submissions.projection.ts';
import { runToHead, useStoreDatabase } from '../test-kit/index.ts';

let db: TestDatabase;
let store: EventStore;
useStoreDatabase((d, s) => ((db = d), (store = s)));

const submittedAt = '2026-12-01T10:05:00.123Z';
const created = (submitId: number, pid: number): NewEvent => ({
  type: 'SubmissionCreated',
  data: {
    ...{ submitId, kind: 'submission', pid, displayPid: `P${pid}`, uid: 'u1', username: 'alice' },
    ...{ language: 'C', code: 'x', length: 1, cid: 5, gid: null, ip: '' },
    ...{ submitTime: submittedAt, priority: 2 },
  },
});
const judged = (submitId: number): NewEvent => ({
  type: 'SubmissionJudged',
  data: {
    ...{ submitId, attempt: 1, status: 'WA', score: null, oiRankScore: null, time: 12 },
    ...{ memory: 1, errorMessage: '', judger: 'w1', at: submittedAt },
  },
});

it('carries the verdict row the board folds, validated as the servers validate it', async () => {
  const projections = [submissionsProjection, contestsProjection] as unknown as AnyProjection[];
  await runToHead(db.sql, store, projections);
  // Problem 1 is on contest 5's board as 'A'; problem 2 is not.
  await db.sql`INSERT INTO read.contest_problems (cid, pid, display_id, display_title, color, gmt_create, gmt_modified)
               VALUES (5, 1, 'A', 'A+B', '', now(), now())`;
  for (const [id, pid] of [
    [1, 1],
    [2, 2],
  ] as const)
    await store.append(submissionStream(id), [created(id, pid), judged(id)]);
  const heard: ScoreboardNotice[] = [];
  const listener = await db.sql.listen(scoreboardChannel, (p) =>
    heard.push(scoreboardNoticeSchema.parse(JSON.parse(p))),
  );
  await runToHead(db.sql, store, projections);
  while (heard.length < 2) await new Promise((r) => setTimeout(r, 10));
  await listener.unlisten();
  expect(heard).toEqual([
    {
      cid: 5,
      submission: {
        ...{ submitId: 1, uid: 'u1', pid: 'A', submitTime: Date.parse(submittedAt) },
        ...{ status: 'WA', score: null, time: 12 },
      },
    },
    { cid: 5, submission: null },
  ]);
});
