import { describe, it } from 'vitest';
import type { TrainingRegistrationEvent } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import {
  trainingRegistrationDecider,
  trainingRegistrationMessages as m,
  type RegisterForTraining,
} from './training-registration.decider.ts';

const metadata = { now: '2026-11-22T08:00:00.000Z', userId: 'u1' };
const register = (
  password: string,
  training: Partial<RegisterForTraining['data']['training']> = {},
): RegisterForTraining => ({
  type: 'RegisterForTraining',
  data: { tid: 7, password, training: { auth: 'Private', pwd: 'pw', epoch: 0, ...training } },
  metadata,
});
const registered = (epoch = 0): TrainingRegistrationEvent => ({
  type: 'TrainingRegistered',
  data: { tid: 7, uid: 'u1', epoch, at: metadata.now },
});

describe('training registration decider', () => {
  const spec = deciderSpec(trainingRegistrationDecider);

  it('registers with the right password, stamped with the password epoch', () => {
    spec.given([]).when(register('pw')).then([registered()]);
    spec
      .given([])
      .when(register('pw', { epoch: 3 }))
      .then([registered(3)]);
  });

  it('refuses a wrong or empty password and a public training', () => {
    spec.given([]).when(register('nope')).thenFails(m.wrong, 'invalid');
    spec.given([]).when(register('  ')).thenFails(m.empty, 'invalid');
    spec
      .given([])
      .when(register('pw', { auth: 'Public', pwd: null }))
      .thenFails(m.public, 'invalid');
  });

  it('registers once per password: a new password needs a new registration', () => {
    spec.given([registered()]).when(register('pw')).thenFails(m.again, 'conflict');
    spec
      .given([registered()])
      .when(register('new', { pwd: 'new', epoch: 1 }))
      .then([registered(1)]);
  });
});
