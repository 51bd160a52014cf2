import { z } from 'zod';
import type { EventUnion } from './define.ts';

const by = { by: z.string(), at: z.string() };
/** 1 public (join at once), 2 protected (apply with a reason), 3 private (reason and code). */
export const groupAuthSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
/** 1 applying, 2 refused, 3 member, 4 group admin, 5 group root. */
export const groupMemberAuthSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
export type GroupAuth = z.infer<typeof groupAuthSchema>;
export type GroupMemberAuth = z.infer<typeof groupMemberAuthSchema>;

const groupFields = {
  name: z.string(),
  shortName: z.string(),
  brief: z.string(),
  description: z.string(),
  auth: groupAuthSchema,
  /** The 6-character invitation code; null for a public group. */
  code: z.string().nullable(),
};
export const groupFieldsSchema = z.object(groupFields);
export type GroupFields = z.infer<typeof groupFieldsSchema>;
const announcementText = {
  title: z.string(),
  content: z.string(),
  /** 0 visible to members, 1 hidden (admins only). */
  status: z.union([z.literal(0), z.literal(1)]),
};

export const groupEventSchemas = {
  /** Appended when a signed-in user creates a group; the creator is its owner and first root. */
  GroupCreated: z.object({
    gid: z.number().int(),
    ...groupFields,
    uid: z.string(),
    owner: z.string(),
    at: z.string(),
  }),
  /** Appended when a group root (or the super admin) saves the group's settings. */
  GroupUpdated: z.object({ gid: z.number().int(), ...groupFields, ...by }),
  /** Appended when the owner or the super admin disbands the group. */
  GroupDisbanded: z.object({ gid: z.number().int(), ...by }),
  /**
   * Appended when a group root (or the super admin) uploads a new group avatar from the group
   * settings; `avatar` is the URL of the stored, re-encoded picture.
   */
  GroupAvatarChanged: z.object({ gid: z.number().int(), avatar: z.string(), ...by }),
  /**
   * Appended when a user's standing in a group changes: an application (1), a refusal (2), a
   * join or approval (3), a promotion or demotion (3-5), the creator becoming root (5).
   */
  GroupMemberAuthSet: z.object({
    gid: z.number().int(),
    uid: z.string(),
    username: z.string(),
    auth: groupMemberAuthSchema,
    reason: z.string().nullable(),
    ...by,
  }),
  /** Appended when a member exits (`by` is the member) or is kicked by a group admin. */
  GroupMemberRemoved: z.object({ gid: z.number().int(), uid: z.string(), ...by }),
  /** Appended when a group admin posts an announcement (stream `groupAnnouncement-<id>`). */
  GroupAnnouncementPosted: z.object({
    id: z.number().int(),
    gid: z.number().int(),
    ...announcementText,
    uid: z.string(),
    username: z.string(),
    at: z.string(),
  }),
  /** Appended when its author or a group root edits an announcement or its visibility. */
  GroupAnnouncementEdited: z.object({
    id: z.number().int(),
    gid: z.number().int(),
    ...announcementText,
    ...by,
  }),
  /** Appended when its author or a group root deletes an announcement. */
  GroupAnnouncementDeleted: z.object({ id: z.number().int(), gid: z.number().int(), ...by }),
};

export type GroupEvent = EventUnion<typeof groupEventSchemas>;
export type GroupAnnouncementEvent = Extract<GroupEvent, { type: `GroupAnnouncement${string}` }>;
/** A group with its members: one stream, so the rules over all members (roots) hold. */
export const groupStream = (gid: number) => `group-${gid}`;
export const groupAnnouncementStream = (id: number) => `groupAnnouncement-${id}`;
