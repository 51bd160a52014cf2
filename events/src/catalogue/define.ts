import type { z } from 'zod';

/** A map of event type to the zod schema of its data. */
export type EventSchemas = Record<string, z.ZodType>;

/** The union of `{ type, data }` events described by a schema map. */
export type EventUnion<S extends EventSchemas> = {
  [K in keyof S & string]: { type: K; data: z.infer<S[K]>; metadata?: Record<string, unknown> };
}[keyof S & string];
