import type { EventUnion } from './define.ts';

/**
 * Problem events (stream `problem-<pid>`). The problems work fills this map; it is registered
 * in `catalogue/index.ts` already.
 */
export const problemEventSchemas = {};

export type ProblemEvent = EventUnion<typeof problemEventSchemas>;
export const problemStream = (pid: number) => `problem-${pid}`;
