import { byGroupThenIndex, groups, type CaseModeRules } from './types.ts';

/** `subtask_average` (OI): every case judged; a group is worth the rounded mean of its cases. */
export const subtaskAverage: CaseModeRules = {
  order: byGroupThenIndex,
  skips: () => false,
  score: (results) =>
    groups(results).reduce(
      (sum, g) => sum + Math.round(g.reduce((s, r) => s + r.earned, 0) / g.length),
      0,
    ),
};
