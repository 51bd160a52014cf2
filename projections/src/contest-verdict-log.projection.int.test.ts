import { describe, expect, it } from 'vitest';
import { submissionStream, type EventStore, type NewEvent } from '@oj/events';
import { type TestDatabase } from '@oj/events/testing';
import { prepareProjections } from './runner.ts';
import { dumpTable, runToHead, useStoreDatabase } from '../test-kit/index.ts';
import { contestVerdictLogProjection } from './contest-verdict-log.projection.ts';
import type { AnyProjection } from './define-projection.ts';

const projections = [contestVerdictLogProjection] as unknown as AnyProjection[];
let db: TestDatabase;
let store: EventStore;

useStoreDatabase((d, s) => {
  db = d;
  store = s;
});

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute)).toISOString();
const by = (minute: number) => ({ by: 'root', at: at(minute) });

const created = (submitId: number, o: { cid: number; kind?: 'submission' | 'test' }): NewEvent => ({
  type: 'SubmissionCreated',
  data: {
    submitId,
    kind: o.kind ?? 'submission',
    pid: 1000 + submitId,
    displayPid: 'A',
    uid: `u${submitId}`,
    username: `user${submitId}`,
    language: 'C',
    code: 'x',
    length: 1,
    cid: o.cid,
    gid: null,
    ip: '',
    submitTime: at(submitId),
    priority: 1,
  },
});
const judged = (submitId: number, status: 'AC' | 'WA' | 'PA', minute: number): NewEvent => ({
  type: 'SubmissionJudged',
  data: {
    submitId,
    attempt: 1,
    status,
    score: status === 'PA' ? 40 : null,
    oiRankScore: null,
    time: minute,
    memory: 1,
    errorMessage: '',
    judger: 'j',
    at: at(minute),
  },
});

/** The log as a reader sees it: one line per event, in store order. */
const log = async () =>
  (
    await db.sql<
      {
        cid: string;
        submit_id: string;
        uid: string;
        pid: string;
        submit_time: Date;
        status: string;
        score: number | null;
        time: number | null;
        at: Date;
        started: Date | null;
      }[]
    >`SELECT * FROM read.contest_verdict_log ORDER BY position, submit_id`
  ).map((r) => [
    Number(r.cid),
    Number(r.submit_id),
    r.uid,
    Number(r.pid),
    r.submit_time.toISOString() === at(Number(r.submit_id)),
    r.status,
    r.score,
    r.time,
    r.at.toISOString().slice(11, 16),
    r.started?.toISOString().slice(11, 16) ?? null,
  ]);

describe('contest verdict log projection', () => {
  it('writes one row per change of a contest submission, in store order', async () => {
    await store.append(submissionStream(1), [created(1, { cid: 7 })]);
    // Outside contests and custom-input runs never reach a board.
    await store.append(submissionStream(2), [created(2, { cid: 0 }), judged(2, 'AC', 20)]);
    await store.append(submissionStream(3), [
      created(3, { cid: 7, kind: 'test' }),
      judged(3, 'AC', 21),
    ]);
    await store.append(submissionStream(1), [
      { type: 'JudgingStarted', data: { submitId: 1, attempt: 1, judger: 'j', at: at(9) } },
      judged(1, 'WA', 10),
      { type: 'RejudgeRequested', data: { submitId: 1, ...by(30) } },
      judged(1, 'PA', 31),
      // Judged by hand without a score: the score and the time stay.
      {
        type: 'SubmissionManuallyJudged',
        data: { submitId: 1, status: 'AC', score: null, ...by(40) },
      },
      {
        type: 'SubmissionManuallyJudged',
        data: { submitId: 1, status: 'PA', score: 70, ...by(41) },
      },
      { type: 'SubmissionCancelled', data: { submitId: 1, ...by(50) } },
    ]);
    await store.append(submissionStream(4), [created(4, { cid: 8 }), judged(4, 'AC', 5)]);
    await runToHead(db.sql, store, projections);
    // A judge's start is kept on the pending row and on the verdict that ends that judging.
    expect(await log()).toEqual([
      [7, 1, 'u1', 1001, true, 'PENDING', null, null, '09:01', '09:09'],
      [7, 1, 'u1', 1001, true, 'WA', null, 10, '09:10', '09:09'],
      [7, 1, 'u1', 1001, true, 'PENDING', null, null, '09:30', null],
      [7, 1, 'u1', 1001, true, 'PA', 40, 31, '09:31', null],
      [7, 1, 'u1', 1001, true, 'AC', 40, 31, '09:40', null],
      [7, 1, 'u1', 1001, true, 'PA', 70, 31, '09:41', null],
      [7, 1, 'u1', 1001, true, 'CA', 70, 31, '09:50', null],
      [8, 4, 'u4', 1004, true, 'PENDING', null, null, '09:04', null],
      [8, 4, 'u4', 1004, true, 'AC', null, 5, '09:05', null],
    ]);
    const positions = await db.sql<{ position: string }[]>`
      SELECT position FROM read.contest_verdict_log ORDER BY position`;
    const heads = (await store.readStream(submissionStream(1))).map((e) => e.position);
    expect(positions.slice(0, 2).map((r) => Number(r.position))).toEqual([heads[0], heads[2]]);
  });

  it('gives identical rows when rebuilt from scratch', async () => {
    const dump = () => dumpTable(db.sql, 'read.contest_verdict_log', 'position, submit_id');
    const before = await dump();
    await prepareProjections(db.sql, projections, ['contest_verdict_log']);
    expect(await dump()).toEqual([]);
    await runToHead(db.sql, store, projections);
    expect(await dump()).toEqual(before);
  });
});
