import { z } from 'zod';
import { verdicts } from '../judging/verdicts.ts';
import type { EventUnion } from './define.ts';

const verdict = z.enum(verdicts);

/** A preview nobody applies is refused after this long (and its unjudged jobs leave the queue). */
export const rejudgePreviewTtlMs = 60 * 60_000;

/** A submission's judged result: what a rejudge compares, applies and restores. */
export const rejudgeVerdictSchema = z.object({
  status: verdict,
  score: z.number().int().nullable(),
  time: z.number().int().nullable(),
  memory: z.number().int().nullable(),
});
export type RejudgeVerdict = z.infer<typeof rejudgeVerdictSchema>;

/** A listed submission as the preview found it: its verdict and its stream's revision. */
export const rejudgeBaseSchema = rejudgeVerdictSchema.extend({
  submitId: z.number().int().positive(),
  revision: z.number().int().min(0),
});
export type RejudgeBase = z.infer<typeof rejudgeBaseSchema>;

export const rejudgeEventSchemas = {
  /**
   * Appended by a contest admin's rejudge preview: the judges judge the listed submissions into
   * the preview; nothing of the submissions or the boards changes until it is applied.
   */
  RejudgePreviewRequested: z.object({
    previewId: z.string(),
    cid: z.number().int().positive(),
    submitIds: z.array(z.number().int().positive()).min(1),
    base: z.array(rejudgeBaseSchema),
    by: z.string(),
    at: z.string(),
    expiresAt: z.string(),
  }),
  /** Appended by the judge worker that judged one listed submission for the preview. */
  RejudgePreviewJudged: rejudgeVerdictSchema.extend({
    previewId: z.string(),
    submitId: z.number().int().positive(),
    judger: z.string(),
    at: z.string(),
  }),
  /**
   * Appended by a contest admin's apply, once every result is in: the submissions projection
   * gives every listed submission its new verdict in one transaction (the boards move once).
   */
  RejudgeApplied: z.object({
    previewId: z.string(),
    cid: z.number().int().positive(),
    verdicts: z.array(
      rejudgeVerdictSchema.extend({
        submitId: z.number().int().positive(),
        previous: rejudgeVerdictSchema,
      }),
    ),
    by: z.string(),
    at: z.string(),
  }),
  /** Appended by a contest admin's undo of an applied preview: the previous verdicts return. */
  RejudgeUndone: z.object({
    previewId: z.string(),
    cid: z.number().int().positive(),
    verdicts: z.array(rejudgeVerdictSchema.extend({ submitId: z.number().int().positive() })),
    by: z.string(),
    at: z.string(),
  }),
  /** Appended when someone acts on a preview past its expiry: it can no longer be applied. */
  RejudgePreviewExpired: z.object({ previewId: z.string(), at: z.string() }),
};

export type RejudgeEvent = EventUnion<typeof rejudgeEventSchemas>;
export const rejudgeStream = (previewId: string) => `rejudge-${previewId}`;
