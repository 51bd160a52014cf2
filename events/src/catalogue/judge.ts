import { z } from 'zod';
import { languageNames } from '../judging/verdicts.ts';
import type { EventUnion } from './define.ts';

export const languageInfoSchema = z.object({
  name: z.enum(languageNames),
  description: z.string(),
  contentType: z.string(),
  compileCommand: z.string(),
  template: z.string(),
  available: z.boolean(),
  reason: z.string().optional(),
});

export const judgeEventSchemas = {
  /** Appended by a judge worker process at start: the toolchains it found (and those it did not). */
  JudgeWorkerStarted: z.object({
    judger: z.string(),
    languages: z.array(languageInfoSchema),
    at: z.string(),
  }),
};

export type JudgeEvent = EventUnion<typeof judgeEventSchemas>;
export const judgeStream = (judger: string) => `judge-${judger}`;
