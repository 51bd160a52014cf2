import { z } from 'zod';
import type { EventUnion } from './define.ts';

const tagData = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  /** 'ME' for local problems, or a remote judge's name. */
  oj: z.string(),
  gid: z.number().int().nullable(),
  /** Classification id, or null for unclassified tags. */
  tcid: z.number().int().nullable(),
  by: z.string(),
  at: z.string(),
});
const classificationData = z.object({
  id: z.number().int(),
  name: z.string(),
  oj: z.string(),
  rank: z.number().int(),
  by: z.string(),
  at: z.string(),
});

export const tagEventSchemas = {
  /** Appended by a problem admin creating a tag (or saving a problem with a new tag name). */
  TagCreated: tagData,
  /** Appended by a problem admin editing a tag; the problems carrying its old name follow. */
  TagEdited: tagData.extend({ previousName: z.string() }),
  /** Appended by a problem admin deleting a tag; problems lose it. */
  TagDeleted: z.object({ id: z.number().int(), name: z.string(), by: z.string(), at: z.string() }),
  /** Appended by a problem admin creating a tag classification. */
  TagClassificationCreated: classificationData,
  TagClassificationEdited: classificationData,
  /** Its tags become unclassified. */
  TagClassificationDeleted: z.object({ id: z.number().int(), by: z.string(), at: z.string() }),
};

export type TagEvent = EventUnion<typeof tagEventSchemas>;
export const tagStream = (id: number) => `tag-${id}`;
export const tagClassificationStream = (id: number) => `tagClassification-${id}`;
