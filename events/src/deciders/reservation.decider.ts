import { DomainError } from '../domain-error.ts';
import type { Decider } from '../handle-command.ts';
import type { ReservationEvent } from '../catalogue/reservation.ts';

export type ReservationState = { status: 'free' } | { status: 'reserved'; ownerId: string };

export type ReservationCommand =
  | { type: 'Reserve'; value: string; ownerId: string; takenMessage: string }
  | { type: 'Release'; value: string; ownerId: string };

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
        if (state.status === 'reserved') {
          if (state.ownerId === command.ownerId) return [];
          throw new DomainError('conflict', command.takenMessage);
        }
        return [
          { type: 'ValueReserved', data: { value: command.value, ownerId: command.ownerId } },
        ];
      case 'Release':
        return state.status === 'reserved' && state.ownerId === command.ownerId
          ? [{ type: 'ValueReleased', data: { value: command.value, ownerId: command.ownerId } }]
          : [];
    }
  },
};
