import type { Verdict } from '@oj/events';

/** The part of a judge case the modes look at. */
export interface PlannedCase {
  index: number;
  groupNum: number;
  /** Full score of the case (OI); 0 on ACM problems. */
  score: number;
}

/** A judged (or skipped, status CA) case with the score it earned. */
export interface ScoredCase extends PlannedCase {
  status: Verdict;
  earned: number;
}

/** One judge-case mode of JUDGING.md: pure rules, no I/O. */
export interface CaseModeRules {
  /** The order cases are judged (and reported) in. */
  order<T extends PlannedCase>(cases: readonly T[]): T[];
  /** Whether `next` is skipped (reported as Cancelled) given the cases judged so far. */
  skips(next: PlannedCase, done: readonly ScoredCase[]): boolean;
  /** Problem score before the cap at the total. */
  score(results: readonly ScoredCase[]): number;
}

export const byIndex = <T extends PlannedCase>(cases: readonly T[]): T[] =>
  [...cases].sort((a, b) => a.index - b.index);

export const byGroupThenIndex = <T extends PlannedCase>(cases: readonly T[]): T[] =>
  [...cases].sort((a, b) => a.groupNum - b.groupNum || a.index - b.index);

export const sumEarned = (results: readonly ScoredCase[]): number =>
  results.reduce((sum, r) => sum + r.earned, 0);

/** Cases by group number, in first-seen order. */
export const groups = (results: readonly ScoredCase[]): ScoredCase[][] => {
  const map = new Map<number, ScoredCase[]>();
  for (const r of results) map.set(r.groupNum, [...(map.get(r.groupNum) ?? []), r]);
  return [...map.values()];
};
