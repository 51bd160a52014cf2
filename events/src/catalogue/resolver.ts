import { z } from 'zod';
import type { EventUnion } from './define.ts';

const cid = z.number().int().positive();
const by = { by: z.string(), at: z.string() };

/** How many rows of the final board get each medal on the projector. */
const medals = z.object({
  gold: z.number().int().min(0),
  silver: z.number().int().min(0),
  bronze: z.number().int().min(0),
});

export const resolverEventSchemas = {
  /**
   * Appended when a contest admin starts the shared reveal of an ended contest's frozen board
   * (the projector's scroll board): the options every screen follows.
   */
  ResolverStarted: z.object({ cid, removeStar: z.boolean(), medals, ...by }),
  /**
   * Appended when the presenter opens the next frozen cell; `step` counts the cells open after
   * it (1 for the first). The server picks the cell (`nextReveal`), never the client.
   */
  ResolverStepped: z.object({
    cid,
    step: z.number().int().positive(),
    uid: z.string(),
    pid: z.string(),
    ...by,
  }),
  /** Appended when a contest admin takes the shared reveal back to its start (board sealed again). */
  ResolverReset: z.object({ cid, ...by }),
};

export type ResolverEvent = EventUnion<typeof resolverEventSchemas>;
export type ResolverMedals = z.infer<typeof medals>;

/** `contestResolver-4`: one shared reveal per contest. */
export const resolverStream = (cid: number) => `contestResolver-${cid}`;
