import type { CellView, ContestRule } from '@oj/events/scoring';

/** How a board cell reads: its colour class and the two lines it shows. */
export interface CellLook {
  state: 'first' | 'solved' | 'partial' | 'wrong' | 'frozen';
  /** ACM: the solving minute, '?' while frozen, '-' when wrong; OI: the score. */
  main: string;
  /** Tries shown under it (frozen: the tries before the seal and the hidden ones together). */
  tries: number;
}

/** The look of a cell that has something to show (the fold leaves out empty cells). */
export const cellLook = (type: ContestRule, cell: CellView): CellLook => {
  const tries = cell.tries + cell.pending;
  if (cell.pending > 0) return { state: 'frozen', main: '?', tries };
  if (type === 'OI') {
    const state = cell.solved ? 'solved' : cell.score > 0 ? 'partial' : 'wrong';
    return { state, main: String(cell.score), tries };
  }
  if (cell.solved) {
    const minute = String(Math.floor((cell.solvedAt ?? 0) / 60));
    return { state: cell.firstBlood ? 'first' : 'solved', main: minute, tries };
  }
  return { state: 'wrong', main: '-', tries };
};

/** Penalty seconds as whole minutes, the way ACM boards print them. */
export const penaltyMinutes = (seconds: number): number => Math.floor(seconds / 60);
