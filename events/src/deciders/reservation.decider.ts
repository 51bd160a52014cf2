import { assertNever, DomainError } from '../domain-error.ts';
import type { Decider } from '../handle-command.ts';
import type { ReservationEvent } from '../catalogue/reservation.ts';

export type ReservationState = { status: 'free' } | { status: 'reserved'; ownerId: string };

export type ReservationCommand =
  | { type: 'Reserve'; value: string; ownerId: string; takenMessage: string }
  | { type: 'Release'; value: string; ownerId: string };

const reserve = (
  c: Extract<ReservationCommand, { type: 'Reserve' }>,
  s: ReservationState,
): ReservationEvent[] => {
  if (s.status === 'reserved') {
    if (s.ownerId === c.ownerId) return [];
    throw new DomainError('conflict', c.takenMessage);
  }
  return [{ type: 'ValueReserved', data: { value: c.value, ownerId: c.ownerId } }];
};

/** Only the owner frees a value; anyone else's release (or a second one) decides nothing. */
const release = (
  c: Extract<ReservationCommand, { type: 'Release' }>,
  s: ReservationState,
): ReservationEvent[] =>
  s.status === 'reserved' && s.ownerId === c.ownerId
    ? [{ type: 'ValueReleased', data: { value: c.value, ownerId: c.ownerId } }]
    : [];

/**
 * Uniqueness through one stream per value: reserving a value held by someone else fails with
 * the caller's message; reserving it again for the same owner is a no-op (retries are safe).
 */
export const reservationDecider: Decider<ReservationState, ReservationCommand, ReservationEvent> = {
  initialState: () => ({ status: 'free' }),
  evolve: (state, e) => {
    switch (e.type) {
      case 'ValueReserved':
        return { status: 'reserved', ownerId: e.data.ownerId };
      case 'ValueReleased':
        return state.status === 'reserved' && state.ownerId === e.data.ownerId
          ? { status: 'free' }
          : state;
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'Reserve':
        return reserve(command, state);
      case 'Release':
        return release(command, state);
      default:
        return assertNever(command);
    }
  },
};
