import { z } from 'zod';
import type { EventUnion } from './define.ts';

/** 0 visible, 1 hidden (HOJ's announcement `status`). */
export const announcementStatus = z.union([z.literal(0), z.literal(1)]);

const content = {
  title: z.string(),
  /** Markdown; sanitised when it is rendered, never trusted as HTML. */
  content: z.string(),
  status: announcementStatus,
};

export const announcementEventSchemas = {
  /** Appended by an announcement admin (or, later, a group admin) creating an announcement. */
  AnnouncementCreated: z.object({
    id: z.number().int(),
    ...content,
    /** Null for a site-wide announcement, else the group it belongs to. */
    gid: z.number().int().nullable(),
    uid: z.string(),
    username: z.string(),
    at: z.string(),
  }),
  /** Appended when an admin saves an announcement or flips its visible switch. */
  AnnouncementEdited: z.object({
    id: z.number().int(),
    ...content,
    by: z.string(),
    at: z.string(),
  }),
  /** Appended when an admin deletes an announcement; it leaves every list. */
  AnnouncementDeleted: z.object({ id: z.number().int(), by: z.string(), at: z.string() }),
};

export type AnnouncementEvent = EventUnion<typeof announcementEventSchemas>;
export const announcementStream = (id: number) => `announcement-${id}`;
