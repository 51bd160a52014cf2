import type { Verdict } from '@oj/events';
import type { ScoredCase } from './types.ts';

/** Case score: AC -> full; partial p% -> floor(p/100 x full); anything else 0. */
export const caseScore = (status: Verdict, percent: number | null, full: number): number => {
  if (status === 'AC') return full;
  if (status === 'PA' && percent !== null)
    return Math.floor((Math.min(100, Math.max(0, percent)) / 100) * full);
  return 0;
};

/** Problem score: the mode's sum, at most the problem's total. */
export const problemScore = (modeScore: number, total: number): number =>
  Math.max(0, Math.min(modeScore, total));

/** OI rank score: round(0.1 x score + 2 x difficulty x score / total). */
export const oiRankScore = (score: number, difficulty: number, total: number): number =>
  Math.round(0.1 * score + (total > 0 ? (2 * difficulty * score) / total : 0));

const isFailing = (r: ScoredCase) => r.status !== 'AC' && r.status !== 'CA';

/** The case that decides a failed submission: the failing one with the smallest index. */
export const decidingCase = <T extends ScoredCase>(results: readonly T[]): T | undefined =>
  results.filter(isFailing).sort((a, b) => a.index - b.index)[0];

/**
 * Final status: no failing case -> AC; ACM -> the first failing case's status; OI -> Partial
 * Accepted if some case scored, else the first failing case's status.
 */
export const finalStatus = (type: 'ACM' | 'OI', results: readonly ScoredCase[]): Verdict => {
  const first = decidingCase(results);
  if (!first) return 'AC';
  if (type === 'OI' && results.some((r) => r.earned > 0)) return 'PA';
  return first.status;
};
