import { describe, expect, it } from 'vitest';
import { balloonStream, submissionStream, type EventStore, type NewEvent } from '@oj/events';
import { type TestDatabase } from '@oj/events/testing';
import { prepareProjections } from './runner.ts';
import { dumpTable, runToHead, useStoreDatabase } from '../test-kit/index.ts';
import { contestBalloonsProjection } from './contest-balloons.projection.ts';
import type { AnyProjection } from './define-projection.ts';

const projections = [contestBalloonsProjection] as unknown as AnyProjection[];
let db: TestDatabase;
let store: EventStore;

useStoreDatabase((d, s) => {
  db = d;
  store = s;
});

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute)).toISOString();
const by = (minute: number) => ({ by: 'root', at: at(minute) });

const created = (submitId: number, uid: string, pid: number, cid = 7): NewEvent => ({
  type: 'SubmissionCreated',
  data: {
    submitId,
    kind: 'submission',
    pid,
    displayPid: 'A',
    uid,
    username: uid,
    language: 'C',
    code: 'x',
    length: 1,
    cid,
    gid: null,
    ip: '',
    submitTime: at(submitId),
    priority: 1,
  },
});
const judged = (submitId: number, status: 'AC' | 'WA', minute = submitId + 1): NewEvent => ({
  type: 'SubmissionJudged',
  data: {
    submitId,
    attempt: 1,
    status,
    score: null,
    oiRankScore: null,
    time: 1,
    memory: 1,
    errorMessage: '',
    judger: 'j',
    at: at(minute),
  },
});
const runner = (type: 'BalloonClaimed' | 'BalloonDelivered', uid: string, minute: number) =>
  ({ type, data: { cid: 7, uid, pid: 1, by: 'runner', at: at(minute) } }) as NewEvent;

const balloons = async () =>
  (
    await db.sql<
      { uid: string; pid: string; submit_id: string | null; state: string; runner: string | null }[]
    >`SELECT uid, pid, submit_id, state, runner FROM read.contest_balloons ORDER BY uid, pid`
  ).map((b) => [
    b.uid,
    Number(b.pid),
    b.submit_id === null ? null : Number(b.submit_id),
    b.state,
    b.runner,
  ]);

describe('contest balloons projection', () => {
  it('keeps the first accepted run per team and problem, and what the runners did', async () => {
    await store.append(submissionStream(1), [created(1, 'ann', 1), judged(1, 'WA')]);
    await store.append(submissionStream(2), [created(2, 'ann', 1)]);
    await store.append(submissionStream(3), [created(3, 'ann', 1), judged(3, 'AC')]);
    // Judged out of order: the earlier run becomes the balloon's run.
    await store.append(submissionStream(2), [judged(2, 'AC', 9)]);
    await store.append(submissionStream(4), [created(4, 'bob', 1), judged(4, 'AC')]);
    await store.append(submissionStream(5), [created(5, 'bob', 2), judged(5, 'WA')]);
    // Outside contests: no balloon.
    await store.append(submissionStream(6), [created(6, 'cat', 1, 0), judged(6, 'AC')]);
    await store.append(balloonStream(7, 'ann', 1), [
      runner('BalloonClaimed', 'ann', 10),
      runner('BalloonDelivered', 'ann', 11),
    ]);
    await store.append(balloonStream(7, 'bob', 1), [runner('BalloonClaimed', 'bob', 12)]);
    await runToHead(db.sql, store, projections);
    expect(await balloons()).toEqual([
      ['ann', 1, 2, 'delivered', 'runner'],
      ['bob', 1, 4, 'claimed', 'runner'],
    ]);
  });

  it('moves to the next accepted run or to none when a rejudge takes an AC away', async () => {
    await store.append(submissionStream(2), [
      { type: 'RejudgeRequested', data: { submitId: 2, ...by(20) } },
      judged(2, 'WA', 21),
    ]);
    await store.append(submissionStream(4), [
      {
        type: 'SubmissionManuallyJudged',
        data: { submitId: 4, status: 'WA', score: null, ...by(22) },
      },
    ]);
    await runToHead(db.sql, store, projections);
    // Ann still has run 3; Bob's claimed balloon stays, with no run, for the runner to fetch back.
    expect(await balloons()).toEqual([
      ['ann', 1, 3, 'delivered', 'runner'],
      ['bob', 1, null, 'claimed', 'runner'],
    ]);
  });

  it('gives identical rows when rebuilt from scratch', async () => {
    const dump = async () => [
      await dumpTable(db.sql, 'read.contest_balloons', 'cid, uid, pid'),
      await dumpTable(db.sql, 'read.contest_balloon_runs', 'submit_id'),
    ];
    const before = await dump();
    await prepareProjections(db.sql, projections, ['contest_balloons']);
    expect(await dump()).toEqual([[], []]);
    await runToHead(db.sql, store, projections);
    expect(await dump()).toEqual(before);
  });
});
