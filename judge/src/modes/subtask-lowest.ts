import { byGroupThenIndex, groups, type CaseModeRules, type ScoredCase } from './types.ts';

/** A failed case that earned nothing; an accepted zero-point case (ACM data) does not count. */
const scoredZero = (r: ScoredCase) => r.status !== 'AC' && r.earned === 0;

/**
 * `subtask_lowest` (OI): group by group, each in order; once a case scores 0 the rest of its
 * group is skipped; a group is worth the lowest score among its cases.
 */
export const subtaskLowest: CaseModeRules = {
  order: byGroupThenIndex,
  skips: (next, done) => done.some((r) => r.groupNum === next.groupNum && scoredZero(r)),
  score: (results) =>
    groups(results).reduce((sum, g) => sum + Math.min(...g.map((r) => r.earned)), 0),
};
