import { describe, expect, it } from 'vitest';
import { foldEvents } from '../handle-command.ts';
import { reservationDecider as d, type ReservationCommand } from './reservation.decider.ts';

const given = (events: { type: string; data: unknown }[]) => foldEvents(d, events);
const reserve = (ownerId: string): ReservationCommand => ({
  type: 'Reserve',
  value: 'alice',
  ownerId,
  takenMessage: 'taken',
});

describe('reservation decider', () => {
  it('reserves a free value', () => {
    expect(d.decide(reserve('u1'), given([]))).toEqual([
      { type: 'ValueReserved', data: { value: 'alice', ownerId: 'u1' } },
    ]);
  });
  it('refuses a value reserved by another owner with the given message', () => {
    const state = given([{ type: 'ValueReserved', data: { value: 'alice', ownerId: 'u1' } }]);
    expect(() => d.decide(reserve('u2'), state)).toThrow('taken');
    expect(d.decide(reserve('u1'), state)).toEqual([]);
  });
  it('frees a value released by its owner only', () => {
    const reserved = [{ type: 'ValueReserved', data: { value: 'alice', ownerId: 'u1' } }];
    expect(d.decide({ type: 'Release', value: 'alice', ownerId: 'u2' }, given(reserved))).toEqual(
      [],
    );
    const released = given([
      ...reserved,
      { type: 'ValueReleased', data: { value: 'alice', ownerId: 'u1' } },
    ]);
    expect(d.decide(reserve('u2'), released)).toHaveLength(1);
  });
});
