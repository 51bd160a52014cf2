import { z } from 'zod';
import { discussionLimits as limits, discussionMessages as m } from './discussion.policy.ts';

/** Fields shared by the comment and reply routes. */
export const optionalId = z.coerce.number().int().positive().optional();

/** A comment's or reply's markdown: not blank, at most 10000 characters, kept as sent. */
export const content = z
  .string({ error: m.commentEmpty })
  .max(limits.comment, m.commentLong)
  .refine((s) => s.trim() !== '', m.commentEmpty);

export const placeOf = (c: { did: number | null; cid: number | null }) => ({
  did: c.did,
  cid: c.cid,
});

/** The message center's source type of a place. */
export const sourceType = (c: { did: number | null }) =>
  c.did !== null ? 'Discussion' : 'Contest';
