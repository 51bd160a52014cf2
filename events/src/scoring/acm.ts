import type { SubmissionStatus } from '../judging/verdicts.ts';
import type { CellResult, RowTotals, ScoredSubmission } from './types.ts';

/** Twenty minutes, in the seconds the penalty is kept in. */
export const PENALTY_PER_TRY = 20 * 60;

const inProgress: ReadonlySet<SubmissionStatus> = new Set(['PENDING', 'COMPILING', 'JUDGING']);
const penalised: ReadonlySet<SubmissionStatus> = new Set(['WA', 'PE', 'TLE', 'MLE', 'RE']);

/** Whether a submission has a final verdict; in-progress ones count nowhere. */
export const isJudged = (s: ScoredSubmission): boolean => !inProgress.has(s.status);

/** An empty cell; also what a cell is in a view that sees none of its submissions. */
export const emptyCell: CellResult = {
  tries: 0,
  penalised: 0,
  solved: false,
  solvedAt: null,
  pending: 0,
  score: 0,
  bestTime: null,
};

/**
 * ACM cell from submissions already in (submitTime, submitId) order. Everything after the
 * first AC is ignored; CE, SE, CA and PA are tries that cost nothing.
 */
export const acmCell = (subs: readonly ScoredSubmission[], startTime: number): CellResult => {
  let tries = 0;
  let wrong = 0;
  for (const s of subs) {
    if (!isJudged(s)) continue;
    tries += 1;
    if (s.status === 'AC') {
      // Whole seconds: two ACs in the same second are both first blood.
      const solvedAt = Math.floor((s.submitTime - startTime) / 1000);
      return { ...emptyCell, tries, penalised: wrong, solved: true, solvedAt };
    }
    if (penalised.has(s.status)) wrong += 1;
  }
  return { ...emptyCell, tries, penalised: wrong };
};

/** The penalty (seconds) a cell adds to its row. */
export const acmCellPenalty = (c: CellResult): number =>
  c.solvedAt === null ? 0 : c.solvedAt + PENALTY_PER_TRY * c.penalised;

/** ACM order without tie-break: solved DESC, penalty ASC; 0 means the rows share a rank. */
export const compareAcm = (a: RowTotals, b: RowTotals): number =>
  b.solved - a.solved || a.penalty - b.penalty;
