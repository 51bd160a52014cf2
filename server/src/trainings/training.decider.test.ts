import { describe, it } from 'vitest';
import type { TrainingEvent, TrainingFields } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import { trainingDecider, trainingMessages, type TrainingCommand } from './training.decider.ts';

const metadata = { now: '2026-11-22T08:00:00.000Z', userId: 'author-1' };
const later = { now: '2026-11-23T09:30:00.000Z', userId: 'root-1' };
const by = { by: 'root-1', at: later.now };

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

const created: TrainingEvent = {
  type: 'TrainingCreated',
  data: { ...fields, tid: 7, uid: 'author-1', author: 'ann', at: metadata.now },
};
const create = (f: Partial<TrainingFields> = {}): TrainingCommand => ({
  type: 'CreateTraining',
  data: { tid: 7, fields: { ...fields, ...f }, author: 'ann' },
  metadata,
});
const edit = (f: Partial<TrainingFields> = {}): TrainingCommand => ({
  type: 'EditTraining',
  data: { tid: 7, fields: { ...fields, ...f } },
  metadata: later,
});
const add = (pid: number, displayId: string, rank = 0): TrainingCommand => ({
  type: 'AddTrainingProblem',
  data: { tid: 7, pid, id: 100 + pid, displayId, rank },
  metadata: later,
});
const added = (pid: number, displayId: string, rank = 0): TrainingEvent => ({
  type: 'TrainingProblemAdded',
  data: { tid: 7, pid, id: 100 + pid, displayId, rank, ...by },
});

describe('training decider', () => {
  const spec = deciderSpec(trainingDecider);

  it('creates a training with its author and time from the metadata', () =>
    spec.given([]).when(create()).then([created]));

  it('keeps no password on a public training', () =>
    spec
      .given([])
      .when(create({ auth: 'Public', privatePwd: 'old' }))
      .then([
        {
          type: 'TrainingCreated',
          data: {
            ...fields,
            auth: 'Public',
            privatePwd: null,
            tid: 7,
            uid: 'author-1',
            author: 'ann',
            at: metadata.now,
          },
        },
      ]));

  it('refuses a blank title or description, a private training without password, a second creation', () => {
    spec
      .given([])
      .when(create({ title: ' ' }))
      .thenFails(trainingMessages.title, 'invalid');
    spec
      .given([])
      .when(create({ description: '' }))
      .thenFails(trainingMessages.description, 'invalid');
    spec
      .given([])
      .when(create({ privatePwd: ' ' }))
      .thenFails(trainingMessages.password, 'invalid');
    spec.given([created]).when(create()).thenFails(trainingMessages.exists, 'conflict');
  });

  it('edits as a full snapshot; an unchanged form decides nothing', () => {
    spec.given([created]).when(edit()).then([]);
    spec
      .given([created])
      .when(edit({ title: 'Loops 2', rank: 5 }))
      .then([
        {
          type: 'TrainingEdited',
          data: { ...fields, title: 'Loops 2', rank: 5, tid: 7, registrationsReset: false, ...by },
        },
      ]);
  });

  it('voids the registrations when a private training gets a new password', () =>
    spec
      .given([created])
      .when(edit({ privatePwd: 'new' }))
      .then([
        {
          type: 'TrainingEdited',
          data: { ...fields, privatePwd: 'new', tid: 7, registrationsReset: true, ...by },
        },
      ]));

  it('flips the visible switch only when it changes', () => {
    const hide: TrainingCommand = {
      type: 'ChangeTrainingStatus',
      data: { tid: 7, status: false },
      metadata: later,
    };
    spec
      .given([created])
      .when(hide)
      .then([{ type: 'TrainingStatusChanged', data: { tid: 7, status: false, ...by } }]);
    spec
      .given([created, { type: 'TrainingStatusChanged', data: { tid: 7, status: false, ...by } }])
      .when(hide)
      .then([]);
  });

  it('adds a problem once, with a display id no other problem of the training has', () => {
    spec
      .given([created])
      .when(add(1, 'A'))
      .then([added(1, 'A')]);
    spec
      .given([created, added(1, 'A')])
      .when(add(1, 'B'))
      .thenFails(trainingMessages.problemAdded, 'conflict');
    spec
      .given([created, added(1, 'A')])
      .when(add(2, 'a'))
      .thenFails(trainingMessages.problemAdded, 'conflict');
    spec
      .given([created, added(1, 'A')])
      .when(add(2, 'B', 3))
      .then([added(2, 'B', 3)]);
  });

  it('changes a problem rank and removes a problem that is in the training only', () => {
    const rank = (r: number): TrainingCommand => ({
      type: 'ChangeTrainingProblemRank',
      data: { tid: 7, pid: 1, rank: r },
      metadata: later,
    });
    const remove: TrainingCommand = {
      type: 'RemoveTrainingProblem',
      data: { tid: 7, pid: 1 },
      metadata: later,
    };
    spec
      .given([created, added(1, 'A')])
      .when(rank(9))
      .then([{ type: 'TrainingProblemRankChanged', data: { tid: 7, pid: 1, rank: 9, ...by } }]);
    spec
      .given([created, added(1, 'A')])
      .when(rank(0))
      .then([]);
    spec.given([created]).when(rank(9)).thenFails(trainingMessages.problemMissing, 'not_found');
    spec
      .given([created, added(1, 'A')])
      .when(remove)
      .then([{ type: 'TrainingProblemRemoved', data: { tid: 7, pid: 1, ...by } }]);
    spec
      .given([
        created,
        added(1, 'A'),
        { type: 'TrainingProblemRemoved', data: { tid: 7, pid: 1, ...by } },
      ])
      .when(add(1, 'A'))
      .then([added(1, 'A')]);
  });

  it('deletes once; a deleted or unknown training takes no command', () => {
    const del: TrainingCommand = { type: 'DeleteTraining', data: { tid: 7 }, metadata: later };
    const deleted: TrainingEvent = { type: 'TrainingDeleted', data: { tid: 7, ...by } };
    spec.given([created]).when(del).then([deleted]);
    spec.given([created, deleted]).when(edit()).thenFails(trainingMessages.missing, 'not_found');
    spec.given([]).when(add(1, 'A')).thenFails(trainingMessages.missing, 'not_found');
  });
});
