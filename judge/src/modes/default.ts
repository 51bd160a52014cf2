import { byIndex, sumEarned, type CaseModeRules } from './types.ts';

/** `default`: every case is judged; the score is the sum of the cases. */
export const defaultMode: CaseModeRules = {
  order: byIndex,
  skips: () => false,
  score: sumEarned,
};
