import { JudgeStatus } from '../../lib/judge-status';
import type { ProblemCount, ProblemInfo } from './api/types';

const bucketOf: Partial<Record<number, keyof ProblemCount>> = {
  [JudgeStatus.ACCEPTED]: 'ac',
  [JudgeStatus.WRONG_ANSWER]: 'wa',
  [JudgeStatus.COMPILE_ERROR]: 'ce',
  [JudgeStatus.PARTIAL_ACCEPTED]: 'pa',
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'tle',
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: 'mle',
  [JudgeStatus.RUNTIME_ERROR]: 're',
  [JudgeStatus.PRESENTATION_ERROR]: 'pe',
};

/**
 * The problem's counts after one of the viewer's own public submissions got its verdict, as
 * the server counts it (both the total and the status's count move by one). Contest problems keep
 * the counts they were served: the contest's seal decides what they show.
 */
export function countVerdict(info: ProblemInfo, status: number, cid: number): ProblemInfo {
  const count = info.problemCount;
  if (cid > 0 || !count) return info;
  const bucket = bucketOf[status];
  return {
    ...info,
    problemCount: {
      ...count,
      total: count.total + 1,
      ...(bucket ? { [bucket]: count[bucket] + 1 } : {}),
    },
  };
}

/** The viewer's mark after a verdict: an accepted problem stays accepted (as the server ranks it). */
export const markAfter = (previous: number | undefined, status: number): number =>
  previous === JudgeStatus.ACCEPTED ? previous : status;
