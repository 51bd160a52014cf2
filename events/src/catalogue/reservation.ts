import { z } from 'zod';
import { usernameKey } from '../usernames.ts';
import type { EventUnion } from './define.ts';

export const reservationEventSchemas = {
  /** Appended by a command that needs a unique value (username, e-mail) before it creates its owner. */
  ValueReserved: z.object({ value: z.string(), ownerId: z.string() }),
  /** Appended when the owner's creation failed or the owner gave the value up. */
  ValueReleased: z.object({ value: z.string(), ownerId: z.string() }),
};

export type ReservationEvent = EventUnion<typeof reservationEventSchemas>;

/**
 * `username-alice`, `email-alice@example.com`: one stream per lowercased unique value. A
 * username's stream is named by its `usernameKey`, so lookalikes of a name share its stream
 * (for a plain ASCII name that is its lower case, as streams were always named).
 */
export const reservationStream = (
  kind: 'username' | 'email' | 'problemId' | 'tagName',
  value: string,
) => `${kind}-${kind === 'username' ? usernameKey(value) : value.trim().toLowerCase()}`;
