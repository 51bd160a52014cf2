import { describe, it } from 'vitest';
import { deciderSpec } from '../../test-kit/decider-spec.ts';
import type { ReservationEvent } from '../catalogue/reservation.ts';
import { reservationDecider, type ReservationCommand } from './reservation.decider.ts';

const reserve = (ownerId: string): ReservationCommand => ({
  type: 'Reserve',
  value: 'alice',
  ownerId,
  takenMessage: 'taken',
});
const release = (ownerId: string): ReservationCommand => ({
  type: 'Release',
  value: 'alice',
  ownerId,
});
const reserved = (ownerId: string): ReservationEvent => ({
  type: 'ValueReserved',
  data: { value: 'alice', ownerId },
});
const released = (ownerId: string): ReservationEvent => ({
  type: 'ValueReleased',
  data: { value: 'alice', ownerId },
});

describe('reservation decider', () => {
  const spec = deciderSpec(reservationDecider);
  it('reserves a free value', () =>
    spec
      .given([])
      .when(reserve('u1'))
      .then([reserved('u1')]));
  it('refuses a value reserved by another owner with the given message', () => {
    spec
      .given([reserved('u1')])
      .when(reserve('u2'))
      .thenFails('taken', 'conflict');
    spec
      .given([reserved('u1')])
      .when(reserve('u1'))
      .then([]);
  });
  it('frees a value released by its owner only', () => {
    spec
      .given([reserved('u1')])
      .when(release('u2'))
      .then([]);
    spec
      .given([reserved('u1')])
      .when(release('u1'))
      .then([released('u1')]);
    spec
      .given([reserved('u1'), released('u2')])
      .when(reserve('u2'))
      .thenFails('taken');
    spec
      .given([reserved('u1'), released('u1')])
      .when(reserve('u2'))
      .then([reserved('u2')]);
  });
});
