import { z } from 'zod';
import type { EventUnion } from './define.ts';

/** One balloon: a team's first accepted run of a contest problem (numeric problem id). */
const balloon = {
  cid: z.number().int().positive(),
  uid: z.string().min(1),
  pid: z.number().int().positive(),
};
const by = { by: z.string(), at: z.string() };

export const balloonEventSchemas = {
  /** Appended when a runner (a contest admin) takes a queued balloon to carry it to the team. */
  BalloonClaimed: z.object({ ...balloon, ...by }),
  /** Appended when the runner (or another contest admin) says the balloon reached the team. */
  BalloonDelivered: z.object({ ...balloon, ...by }),
};

export type BalloonEvent = EventUnion<typeof balloonEventSchemas>;

/**
 * `contestBalloon-4-<uid>-1001`: one stream per (contest, team, problem). The balloon itself
 * is born in the read model from the team's first accepted run; the stream holds only what
 * the runners did with it.
 */
export const balloonStream = (cid: number, uid: string, pid: number) =>
  `contestBalloon-${cid}-${uid}-${pid}`;
