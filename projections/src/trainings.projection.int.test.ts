import { describe, expect, it } from 'vitest';
import {
  submissionStream,
  trainingCategoryStream,
  trainingRegistrationStream,
  trainingStream,
  type EventStore,
  type TrainingFields,
} from '@oj/events';
import { type TestDatabase } from '@oj/events/testing';
import { prepareProjections } from './runner.ts';
import { dumpTable, runToHead, useStoreDatabase } from '../test-kit/index.ts';
import { trainingsProjection, type TrainingReadRow } from './trainings.projection.ts';
import { trainingProgressProjection } from './training-progress.projection.ts';
import type { AnyProjection } from './define-projection.ts';

const projections = [trainingsProjection, trainingProgressProjection] as unknown as AnyProjection[];
const tables = [
  ['read.trainings', 'id'],
  ['read.training_problems', 'tid, pid'],
  ['read.training_categories', 'id'],
  ['read.training_registers', 'tid, uid'],
  ['read.training_marks', 'submit_id'],
  ['read.training_results', 'uid, pid'],
] as const;
let db: TestDatabase;
let store: EventStore;

useStoreDatabase((d, s) => {
  db = d;
  store = s;
});

const fields: TrainingFields = {
  title: 'Loops',
  description: 'For and while',
  auth: 'Private',
  privatePwd: 'pw',
  rank: 1000,
  status: true,
  categoryId: 3,
  gid: null,
};
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`;
const by = (day: number) => ({ by: 'u1', at: at(day) });

let nextSubmit = 1;
/** A judged ordinary submission of `uid` on `pid`, appended as the judge does. */
const submit = async (
  uid: string,
  pid: number,
  status: 'AC' | 'WA' | 'SE',
  time: number,
  cid = 0,
) => {
  const submitId = nextSubmit++;
  await store.append(submissionStream(submitId), [
    {
      type: 'SubmissionCreated',
      data: {
        submitId,
        kind: 'submission',
        pid,
        displayPid: `P${pid}`,
        uid,
        username: uid,
        language: 'C',
        code: 'x',
        length: 1,
        cid,
        gid: null,
        ip: '',
        submitTime: at(10 + submitId),
        priority: 1,
      },
    },
    { type: 'JudgingStarted', data: { submitId, attempt: 1, judger: 'j', at: at(10) } },
    {
      type: 'SubmissionJudged',
      data: {
        submitId,
        attempt: 1,
        status,
        score: null,
        oiRankScore: null,
        time,
        memory: 1,
        errorMessage: '',
        judger: 'j',
        at: at(10),
      },
    },
  ]);
  return submitId;
};

const results = async () =>
  (
    await db.sql<
      { uid: string; pid: number; ac: boolean; status: string; run_time: number | null }[]
    >`
      SELECT * FROM read.training_results ORDER BY uid, pid`
  ).map((r) => [r.uid, Number(r.pid), r.ac, r.status, r.run_time]);

describe('trainings projection', () => {
  it('keeps trainings, their problems, categories and registrations', async () => {
    await store.append(trainingCategoryStream(3), [
      {
        type: 'TrainingCategoryCreated',
        data: { id: 3, name: 'Basics', color: '#409EFF', gid: null, ...by(1) },
      },
      { type: 'TrainingCategoryEdited', data: { id: 3, name: 'Basic', color: '#f00', ...by(2) } },
    ]);
    await store.append(trainingCategoryStream(4), [
      {
        type: 'TrainingCategoryCreated',
        data: { id: 4, name: 'Gone', color: '#000', gid: null, ...by(1) },
      },
      { type: 'TrainingCategoryDeleted', data: { id: 4, ...by(2) } },
    ]);
    await store.append(trainingStream(1), [
      { type: 'TrainingCreated', data: { ...fields, tid: 1, uid: 'u1', author: 'ann', at: at(1) } },
      ...[10, 11, 12].map((pid) => ({
        type: 'TrainingProblemAdded',
        data: { tid: 1, pid, id: 100 + pid, displayId: `P${pid}`, rank: 0, ...by(2) },
      })),
      { type: 'TrainingProblemRankChanged', data: { tid: 1, pid: 10, rank: 9, ...by(3) } },
      { type: 'TrainingProblemRemoved', data: { tid: 1, pid: 12, ...by(3) } },
    ]);
    await store.append(trainingRegistrationStream(1, 'u7'), [
      { type: 'TrainingRegistered', data: { tid: 1, uid: 'u7', epoch: 0, at: at(4) } },
    ]);
    await store.append(trainingRegistrationStream(1, 'u8'), [
      { type: 'TrainingRegistered', data: { tid: 1, uid: 'u8', epoch: 0, at: at(4) } },
    ]);
    // A new password voids both; u8 registers again with it.
    await store.append(trainingStream(1), [
      {
        type: 'TrainingEdited',
        data: { ...fields, privatePwd: 'new', tid: 1, registrationsReset: true, ...by(5) },
      },
      { type: 'TrainingStatusChanged', data: { tid: 1, status: false, ...by(6) } },
    ]);
    await store.append(trainingRegistrationStream(1, 'u8'), [
      { type: 'TrainingRegistered', data: { tid: 1, uid: 'u8', epoch: 1, at: at(7) } },
    ]);
    await store.append(trainingStream(2), [
      {
        type: 'TrainingCreated',
        data: { ...fields, tid: 2, categoryId: 4, uid: 'u1', author: 'ann', at: at(1) },
      },
      { type: 'TrainingDeleted', data: { tid: 2, ...by(2) } },
    ]);
    await runToHead(db.sql, store, projections);

    const trainings = await db.sql<TrainingReadRow[]>`SELECT * FROM read.trainings ORDER BY id`;
    expect(
      trainings.map((t) => [
        Number(t.id),
        t.private_pwd,
        t.status,
        t.pwd_epoch,
        Number(t.category_id),
      ]),
    ).toEqual([[1, 'new', false, 1, 3]]);
    expect(trainings[0]!.gmt_modified.toISOString()).toBe(at(6));
    expect(
      (
        await db.sql<{ pid: number; rank: number; display_id: string }[]>`
        SELECT pid, rank, display_id FROM read.training_problems ORDER BY pid`
      ).map((r) => [Number(r.pid), Number(r.rank), r.display_id]),
    ).toEqual([
      [10, 9, 'P10'],
      [11, 0, 'P11'],
    ]);
    expect(
      (
        await db.sql<{ id: number; name: string; color: string }[]>`
        SELECT id, name, color FROM read.training_categories`
      ).map((c) => [Number(c.id), c.name, c.color]),
    ).toEqual([[3, 'Basic', '#f00']]);
    expect(
      (await db.sql<{ uid: string }[]>`SELECT uid FROM read.training_registers`).map((r) => r.uid),
    ).toEqual(['u8']);
  });

  it('folds ordinary submissions into per-user results that a rejudge moves', async () => {
    const wa = await submit('u8', 10, 'WA', 5);
    await submit('u8', 10, 'AC', 40);
    const fast = await submit('u8', 10, 'AC', 20);
    await submit('u8', 11, 'WA', 7);
    await submit('u8', 11, 'SE', 7);
    await submit('u9', 11, 'AC', 3, 5); // a contest run: not counted
    await runToHead(db.sql, store, projections);
    expect(await results()).toEqual([
      ['u8', 10, true, 'AC', 20],
      ['u8', 11, false, 'WA', null],
    ]);

    // The fastest accepted run is rejudged Wrong Answer: the other accepted run counts.
    await store.append(submissionStream(fast), [
      { type: 'RejudgeRequested', data: { submitId: fast, ...by(20) } },
    ]);
    await runToHead(db.sql, store, projections);
    expect(await results()).toContainEqual(['u8', 10, true, 'AC', 40]);
    await store.append(submissionStream(fast), [
      { type: 'JudgingStarted', data: { submitId: fast, attempt: 2, judger: 'j', at: at(20) } },
      {
        type: 'SubmissionJudged',
        data: {
          submitId: fast,
          attempt: 2,
          status: 'WA',
          score: null,
          oiRankScore: null,
          time: 20,
          memory: 1,
          errorMessage: '',
          judger: 'j',
          at: at(20),
        },
      },
    ]);
    await store.append(submissionStream(2), [
      {
        type: 'SubmissionManuallyJudged',
        data: { submitId: 2, status: 'WA', score: null, ...by(21) },
      },
    ]);
    await runToHead(db.sql, store, projections);
    // No accepted run left: the latest counted verdict shows.
    expect(await results()).toEqual([
      ['u8', 10, false, 'WA', null],
      ['u8', 11, false, 'WA', null],
    ]);
    await store.append(submissionStream(wa), [
      {
        type: 'SubmissionManuallyJudged',
        data: { submitId: wa, status: 'AC', score: null, ...by(22) },
      },
    ]);
    await runToHead(db.sql, store, projections);
    expect(await results()).toContainEqual(['u8', 10, true, 'AC', 5]);
  });

  it('tells the training room about members and problem changes', () => {
    const notify = trainingsProjection.notify!;
    type E = Parameters<typeof notify>[0];
    expect(
      notify({ type: 'TrainingRegistered', data: { tid: 1, uid: 'u8', epoch: 1, at: at(7) } } as E),
    ).toEqual([{ room: 'training:1', event: 'training:rank', payload: { tid: 1, uid: 'u8' } }]);
    expect(
      notify({ type: 'TrainingProblemRemoved', data: { tid: 1, pid: 3, ...by(2) } } as E),
    ).toEqual([{ room: 'training:1', event: 'training:rank', payload: { tid: 1, uid: null } }]);
  });

  it('gives identical rows when rebuilt from scratch', async () => {
    const dump = () => Promise.all(tables.map(([t, o]) => dumpTable(db.sql, t, o)));
    const before = await dump();
    await prepareProjections(db.sql, projections, ['trainings', 'training_progress']);
    expect((await dump()).flat()).toEqual([]);
    await runToHead(db.sql, store, projections);
    expect(await dump()).toEqual(before);
  });
});
