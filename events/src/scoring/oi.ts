import { emptyCell, isJudged } from './acm.ts';
import type { CellResult, OiRankScoreType, RowTotals, ScoredSubmission } from './types.ts';

/**
 * System Error and Cancelled say nothing about the code: a `Recent` cell must not drop a
 * score to 0 because the judge failed on the latest run.
 */
const scores = (s: ScoredSubmission): boolean =>
  isJudged(s) && s.status !== 'SE' && s.status !== 'CA';

/** The fastest AC (full-score) run among the cell's submissions, or null. */
const fastestFull = (subs: readonly ScoredSubmission[]): number | null => {
  let best: number | null = null;
  for (const s of subs) {
    if (s.status !== 'AC' || !scores(s)) continue;
    const t = s.time ?? 0;
    if (best === null || t < best) best = t;
  }
  return best;
};

/**
 * OI cell from submissions in (submitTime, submitId) order: the latest or the highest score.
 * AC is the full score (the judge's final status when no case failed), so a cell is full
 * when the chosen submission is AC; its time is the fastest AC run of the cell.
 */
export const oiCell = (subs: readonly ScoredSubmission[], mode: OiRankScoreType): CellResult => {
  const counted = subs.filter(scores);
  const tries = subs.filter(isJudged).length;
  if (counted.length === 0) return { ...emptyCell, tries };
  let chosen = counted[counted.length - 1]!;
  if (mode === 'Highest') {
    for (const s of counted) {
      const gain = (s.score ?? 0) - (chosen.score ?? 0);
      // Equal scores prefer the AC one: a full score stays recognised however they arrived.
      if (gain > 0 || (gain === 0 && s.status === 'AC')) chosen = s;
    }
  }
  const solved = chosen.status === 'AC';
  return {
    ...emptyCell,
    tries,
    solved,
    score: chosen.score ?? 0,
    bestTime: solved ? fastestFull(counted) : null,
  };
};

/** OI order without tie-break: total score DESC, time ASC; 0 means the rows share a rank. */
export const compareOi = (a: RowTotals, b: RowTotals): number =>
  b.score - a.score || a.time - b.time;
