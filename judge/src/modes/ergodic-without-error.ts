import { byIndex, sumEarned, type CaseModeRules } from './types.ts';

/** `ergodic_without_error`: cases in order, everything after the first non-AC is skipped. */
export const ergodicWithoutError: CaseModeRules = {
  order: byIndex,
  skips: (_next, done) => done.some((r) => r.status !== 'AC'),
  score: sumEarned,
};
