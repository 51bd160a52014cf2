import { z } from 'zod';
import type { EventUnion } from './define.ts';

export const reservationEventSchemas = {
  /** Appended by a command that needs a unique value (username, e-mail) before it creates its owner. */
  ValueReserved: z.object({ value: z.string(), ownerId: z.string() }),
  /** Appended when the owner's creation failed or the owner gave the value up. */
  ValueReleased: z.object({ value: z.string(), ownerId: z.string() }),
};

export type ReservationEvent = EventUnion<typeof reservationEventSchemas>;

/** `username-alice`, `email-alice@example.com`: one stream per lowercased unique value. */
export const reservationStream = (
  kind: 'username' | 'email' | 'problemId' | 'tagName',
  value: string,
) => `${kind}-${value.trim().toLowerCase()}`;
