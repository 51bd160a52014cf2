import type { JudgeCaseMode } from '@oj/events';
import { defaultMode } from './default.ts';
import { ergodicWithoutError } from './ergodic-without-error.ts';
import { subtaskAverage } from './subtask-average.ts';
import { subtaskLowest } from './subtask-lowest.ts';
import type { CaseModeRules } from './types.ts';

export const caseModeRules = (mode: JudgeCaseMode): CaseModeRules => {
  switch (mode) {
    case 'default':
      return defaultMode;
    case 'ergodic_without_error':
      return ergodicWithoutError;
    case 'subtask_lowest':
      return subtaskLowest;
    case 'subtask_average':
      return subtaskAverage;
  }
};

export type { CaseModeRules, PlannedCase, ScoredCase } from './types.ts';
