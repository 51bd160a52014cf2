import type { AwardConfig, AwardLevel, ContestRule, RowTotals } from './types.ts';

/** An award level with the number of places it covers. */
export interface AwardSlot {
  level: AwardLevel;
  places: number;
}

/**
 * Places per level, best first. Proportions are of the ranked (non-star) rows, rounded down;
 * percent is 0-100 and multiplied first so the division is the only rounding.
 */
export const awardSlots = (config: AwardConfig, rankedCount: number): AwardSlot[] => {
  switch (config.type) {
    case 0:
      return [];
    case 1:
      return config.levels.map(({ percent, ...level }) => ({
        level,
        places: Math.floor((percent * rankedCount) / 100),
      }));
    case 2:
      return config.levels.map(({ num, ...level }) => ({ level, places: Math.max(0, num) }));
  }
};

/** Only rows that solved something (OI: scored something) can win an award. */
export const canWin = (type: ContestRule, t: RowTotals): boolean =>
  type === 'ACM' ? t.solved > 0 : t.score > 0;

/**
 * The award of a ranked row. Places are handed out in rank order and a rank is 1 + the rows
 * strictly ahead, so the first row of a tie sits at place rank - 1: every row of the tie gets
 * that row's award, even past the level's last place, and the next rank resumes after the
 * whole tie (gold, silver and bronze 1 place each, ranks 1, 1, 3: two golds, no silver,
 * bronze for rank 3). Rows ahead of a winner have won too, so skipping ineligible rows never
 * shifts places.
 */
export const awardFor = (
  slots: readonly AwardSlot[],
  rank: number,
  eligible: boolean,
): AwardLevel | null => {
  if (!eligible || rank < 1) return null;
  let place = rank - 1;
  for (const { level, places } of slots) {
    if (place < places) return level;
    place -= places;
  }
  return null;
};
