import type { AcmCellDto, ScoreboardRowDto } from '@oj/events/scoring';

/**
 * How one ACM cell looks (contract/JUDGING.md, ACM contest scoreboard): accepted (first blood
 * darker), frozen tries whose result the seal hides, wrong tries only, or nothing yet.
 */
export type AcmCellState = 'first-blood' | 'accepted' | 'frozen' | 'wrong' | 'empty';

export function acmCellState(cell: AcmCellDto | undefined): AcmCellState {
  if (!cell) return 'empty';
  if (cell.isAC) return cell.isFirstAC ? 'first-blood' : 'accepted';
  if (cell.tryNum > 0) return 'frozen';
  if (cell.errorNum > 0) return 'wrong';
  return 'empty';
}

/** Whole minutes of a span in seconds (ACM solve times and penalties are shown in minutes). */
export const minutes = (seconds: number | null | undefined): number =>
  Math.max(0, Math.floor((seconds ?? 0) / 60));

/** The score's colour band (spec section 9): 0, 1-99, 100 and more. */
export type ScoreBand = 'zero' | 'partial' | 'full';

export const scoreBand = (score: number): ScoreBand =>
  score <= 0 ? 'zero' : score >= 100 ? 'full' : 'partial';

/** ACM rows carry a cell object per problem, OI rows a score. */
export const acmCell = (row: ScoreboardRowDto, displayId: string): AcmCellDto | undefined => {
  const value = (row.submissionInfo as Record<string, AcmCellDto | undefined>)[displayId];
  return typeof value === 'object' ? value : undefined;
};

export const oiScore = (row: ScoreboardRowDto, displayId: string): number | undefined => {
  const value = (row.submissionInfo as Record<string, number | undefined>)[displayId];
  return typeof value === 'number' ? value : undefined;
};

/**
 * Accepted and tried counts of a problem over the rows on screen: the API gives no problem
 * totals, so the header counts what the page shows (users, not submissions).
 */
export function problemCounts(
  rows: readonly ScoreboardRowDto[],
  displayId: string,
): { accepted: number; tried: number } {
  let accepted = 0;
  let tried = 0;
  for (const row of rows) {
    const state = acmCellState(acmCell(row, displayId));
    if (state === 'empty') continue;
    tried += 1;
    if (state === 'accepted' || state === 'first-blood') accepted += 1;
  }
  return { accepted, tried };
}

/** '*' for star users (rank -1), the number otherwise. */
export const rankText = (row: Pick<ScoreboardRowDto, 'rank'>): string =>
  row.rank === -1 ? '*' : String(row.rank);

/** -1 scheduled, 0 running, 1 ended at `now`. */
export const statusAt = (now: number, start: number, end: number): -1 | 0 | 1 =>
  now < start ? -1 : now < end ? 0 : 1;

/** `HH:MM:SS` of a span (hours grow past 24); never negative. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}

/** 0 before the start, elapsed share in percent while running, 100 after. */
export function progressPercent(now: number, start: number, end: number): number {
  if (now <= start) return 0;
  if (now >= end || end <= start) return 100;
  return ((now - start) / (end - start)) * 100;
}
