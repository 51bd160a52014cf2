import type { BoardRow } from '@oj/events/scoring';

export type Medal = 'gold' | 'silver' | 'bronze';

/** How many places each medal covers, best first. */
export interface MedalCounts {
  gold: number;
  silver: number;
  bronze: number;
}

export const MEDALS: readonly Medal[] = ['gold', 'silver', 'bronze'];

/**
 * The spec's defaults: 10 %, 20 % and 30 % of the ranked (non-star) rows, rounded down. The
 * percentage is multiplied first so that the division is the only rounding.
 */
export const defaultMedalCounts = (rankedCount: number): MedalCounts => ({
  gold: Math.floor((rankedCount * 10) / 100),
  silver: Math.floor((rankedCount * 20) / 100),
  bronze: Math.floor((rankedCount * 30) / 100),
});

/** A count from the URL or a form: a whole number from 0, else null (use the default). */
export const parseMedalCount = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined || !/^\s*\d{1,6}\s*$/.test(value)) return null;
  return Number(value);
};

/** The counts the URL asks for, each falling back to its default. */
export const medalCountsFrom = (
  query: Partial<Record<Medal, string | null>>,
  rankedCount: number,
): MedalCounts => {
  const fallback = defaultMedalCounts(rankedCount);
  return {
    gold: parseMedalCount(query.gold) ?? fallback.gold,
    silver: parseMedalCount(query.silver) ?? fallback.silver,
    bronze: parseMedalCount(query.bronze) ?? fallback.bronze,
  };
};

/**
 * The medal of a rank. Places go in rank order and tied rows share the first one's place
 * (as the board's own awards do): with one gold, ranks 1 and 1 both win gold.
 */
export const medalForRank = (rank: number, counts: MedalCounts): Medal | null => {
  if (rank < 1) return null;
  let place = rank - 1;
  for (const medal of MEDALS) {
    if (place < counts[medal]) return medal;
    place -= counts[medal];
  }
  return null;
};

/**
 * The lowest place (largest rank) still open: the largest rank among ranked rows that have
 * frozen cells left, 0 when none has.
 *
 * Why it decides medals: opening a frozen cell can only keep a row where it is or move it up
 * (a wrong try after the seal costs nothing unless the problem is solved, and a solve adds
 * one). So a row without frozen cells whose rank is larger than every frozen row's rank has
 * all of them strictly ahead already; they stay ahead, the rows behind it cannot pass it, and
 * its rank (hence its medal) is final. Star rows take no rank and never move anyone.
 */
export const openRankLimit = (rows: readonly BoardRow[], frozen: ReadonlySet<string>): number =>
  rows.reduce(
    (limit, row) => (!row.star && frozen.has(row.uid) ? Math.max(limit, row.rank) : limit),
    0,
  );

/**
 * The medal a row shows on the scroll board now: null until its rank is final (see
 * `openRankLimit`), and only for rows that solved something (the board's own award rule).
 */
export const shownMedal = (row: BoardRow, openLimit: number, counts: MedalCounts): Medal | null => {
  if (row.star || row.rank <= openLimit || row.solved === 0) return null;
  return medalForRank(row.rank, counts);
};
