import { z } from 'zod';
import type { EventUnion } from './define.ts';

/** One award band of the scoreboard (HOJ's awardConfigList entry). */
export const contestAwardSchema = z.object({
  priority: z.number().int(),
  name: z.string(),
  background: z.string(),
  color: z.string(),
  num: z.number().int().nonnegative(),
});

/** Everything an admin sets on a contest (HOJ's Contest entity, minus what the server owns). */
export const contestFieldsSchema = z.object({
  title: z.string(),
  /** Markdown. */
  description: z.string(),
  source: z.string(),
  /** 0 ACM, 1 OI, 2 KAOYAN. */
  type: z.number().int().min(0).max(2),
  /** 0 public, 1 private, 2 protected. */
  auth: z.number().int().min(0).max(2),
  /** Null for a public contest. */
  pwd: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  /** Seconds, derived from the times. */
  duration: z.number().int().positive(),
  /** 0 half an hour before the end, 1 one hour before, 2 the whole contest. */
  sealRank: z.number().int().min(0).max(2),
  /** Derived from sealRank and the times. */
  sealRankTime: z.string(),
  autoRealRank: z.boolean(),
  openPrint: z.boolean(),
  openRank: z.boolean(),
  rankShowName: z.enum(['username', 'nickname', 'realname']),
  openAccountLimit: z.boolean(),
  accountLimitRule: z.string().nullable(),
  /** Usernames ranked as stars (rank -1). */
  starAccount: z.array(z.string()),
  oiRankScoreType: z.enum(['Recent', 'Highest']),
  /** 0 none, 1 by rank, 2 by score band (HOJ's awardType). */
  awardType: z.number().int().min(0).max(2),
  awardConfigList: z.array(contestAwardSchema),
  allowEndSubmit: z.boolean(),
  visible: z.boolean(),
  /** Group of a group contest; null for site contests. */
  gid: z.number().int().nullable(),
});
export type ContestFields = z.infer<typeof contestFieldsSchema>;

const by = { by: z.string(), at: z.string() };
const cid = z.number().int().positive();
const problemLook = {
  displayId: z.string(),
  displayTitle: z.string(),
  /** Balloon colour (CSS colour), or null. */
  color: z.string().nullable(),
};
const announcementContent = { title: z.string(), content: z.string() };

export const contestEventSchemas = {
  /** Appended by a contest admin creating a contest. */
  ContestCreated: contestFieldsSchema.extend({
    cid,
    uid: z.string(),
    author: z.string(),
    at: z.string(),
  }),
  /** Appended by a contest admin saving the contest form; a full snapshot. */
  ContestEdited: contestFieldsSchema.extend({ cid, ...by }),
  /**
   * Appended by root (or, for a group contest, one of its admins) deleting a contest; it leaves
   * every list. `gid` (added for group pushes, absent on older events) is the contest's group.
   */
  ContestDeleted: z.object({ cid, gid: z.number().int().nullable().optional(), ...by }),
  /**
   * Appended when a contest admin flips the visible switch of the admin list. `gid` (added for
   * group pushes, absent on older events) is the contest's group.
   */
  ContestVisibilityChanged: z.object({
    cid,
    visible: z.boolean(),
    gid: z.number().int().nullable().optional(),
    ...by,
  }),
  /** Appended when a contest admin adds a problem to the contest. */
  ContestProblemAdded: z.object({ cid, pid: z.number().int().positive(), ...problemLook, ...by }),
  /** Appended when a contest admin changes a contest problem's display id, title or colour. */
  ContestProblemUpdated: z.object({ cid, pid: z.number().int().positive(), ...problemLook, ...by }),
  /** Appended when a contest admin removes a problem from the contest. */
  ContestProblemRemoved: z.object({ cid, pid: z.number().int().positive(), ...by }),
  /** Appended when a contest admin posts an announcement inside the contest. */
  ContestAnnouncementCreated: z.object({
    cid,
    id: z.number().int().positive(),
    ...announcementContent,
    uid: z.string(),
    username: z.string(),
    at: z.string(),
  }),
  /** Appended when a contest admin edits a contest announcement. */
  ContestAnnouncementEdited: z.object({
    cid,
    id: z.number().int().positive(),
    ...announcementContent,
    ...by,
  }),
  /** Appended when a contest admin deletes a contest announcement. */
  ContestAnnouncementDeleted: z.object({ cid, id: z.number().int().positive(), ...by }),
};

export type ContestEvent = EventUnion<typeof contestEventSchemas>;
export const contestStream = (cid: number) => `contest-${cid}`;

export const contestRegistrationEventSchemas = {
  /** Appended when a user enters a private or protected contest with its password. */
  ContestRegistrationAccepted: z.object({ cid, uid: z.string(), at: z.string() }),
};

export type ContestRegistrationEvent = EventUnion<typeof contestRegistrationEventSchemas>;
export const contestRegistrationStream = (cid: number, uid: string) =>
  `contestRegistration-${cid}-${uid}`;

export const contestVirtualEventSchemas = {
  /** Appended when a user starts a finished contest as a virtual participant (once each). */
  ContestVirtualStarted: z.object({ cid, uid: z.string(), at: z.string() }),
};

export type ContestVirtualEvent = EventUnion<typeof contestVirtualEventSchemas>;
export const contestVirtualStream = (cid: number, uid: string) => `contestVirtual-${cid}-${uid}`;

export const contestPrintEventSchemas = {
  /** Appended when a contestant sends text to the contest's printer queue. */
  ContestPrintSubmitted: z.object({
    cid,
    id: z.number().int().positive(),
    uid: z.string(),
    username: z.string(),
    content: z.string(),
    at: z.string(),
  }),
  /** Appended when a contest admin marks a print record printed. */
  ContestPrintPrinted: z.object({ cid, id: z.number().int().positive(), ...by }),
};

export type ContestPrintEvent = EventUnion<typeof contestPrintEventSchemas>;
export const contestPrintStream = (id: number) => `contestPrint-${id}`;

export const contestAcCheckEventSchemas = {
  /** Appended when a contest admin ticks (or unticks) an accepted submission as handled. */
  ContestAcChecked: z.object({
    cid,
    submitId: z.number().int().positive(),
    checked: z.boolean(),
    ...by,
  }),
};

export type ContestAcCheckEvent = EventUnion<typeof contestAcCheckEventSchemas>;
export const contestAcCheckStream = (cid: number, submitId: number) =>
  `contestAcCheck-${cid}-${submitId}`;
