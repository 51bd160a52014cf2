import { isDiskFull } from '@oj/events/infra';

/**
 * The message of a System Error, as the user sees it. A full disk (ENOSPC, EDQUOT, or the
 * judge's own check after a run) says what happened and what to do, without the judge's paths;
 * the worker's log keeps the whole error.
 */
export const judgingFailure = (error: unknown): string =>
  isDiskFull(error)
    ? "System Error: the judge's disk is full. An administrator can rejudge once space is freed."
    : `System Error: ${String(error).slice(0, 500)}`;
