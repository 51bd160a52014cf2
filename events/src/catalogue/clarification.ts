import { z } from 'zod';
import type { EventUnion } from './define.ts';

const cid = z.number().int().positive();
const id = z.number().int().positive();
/** A contest problem's display id, or null for a general question. */
const pid = z.string().min(1).nullable();

/** Jury categories of an answer (DOMjudge's general and technical; the problem is `pid`). */
export const clarificationCategories = ['general', 'technical'] as const;
export type ClarificationCategory = (typeof clarificationCategories)[number];

export const clarificationEventSchemas = {
  /** Appended when a contestant asks the jury a question during the contest. */
  ClarificationAsked: z.object({
    cid,
    id,
    uid: z.string(),
    username: z.string(),
    pid,
    text: z.string(),
    at: z.string(),
  }),
  /**
   * Appended when a contest admin takes an open question (so two judges do not answer it at
   * once); another admin may take it over, which appends this again.
   */
  ClarificationClaimed: z.object({ cid, id, by: z.string(), byName: z.string(), at: z.string() }),
  /**
   * Appended when a contest admin answers a question, to its asker only or to everyone in the
   * contest; `uid` is the asker, so the answer can be pushed to them alone.
   */
  ClarificationAnswered: z.object({
    cid,
    id,
    uid: z.string(),
    answer: z.string(),
    toAll: z.boolean(),
    category: z.enum(clarificationCategories).nullable(),
    by: z.string(),
    byName: z.string(),
    at: z.string(),
  }),
  /** Appended when a contest admin tells everyone in the contest something without a question. */
  ClarificationPosted: z.object({
    cid,
    id,
    pid,
    text: z.string(),
    category: z.enum(clarificationCategories).nullable(),
    by: z.string(),
    byName: z.string(),
    at: z.string(),
  }),
};

export type ClarificationEvent = EventUnion<typeof clarificationEventSchemas>;

/** `clarification-12`: one question and its answer, or one jury post. */
export const clarificationStream = (id: number) => `clarification-${id}`;
