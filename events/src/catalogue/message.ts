import { z } from 'zod';
import type { EventUnion } from './define.ts';

/** The five lists of the message center, named like the unread counts (`UnreadCounts`). */
export const messageBoxSchema = z.enum(['comment', 'reply', 'like', 'sys', 'mine']);
export type MessageBox = z.infer<typeof messageBoxSchema>;

/** What another user did to the recipient's discussion, comment or reply. */
export const userMessageKindSchema = z.enum(['comment', 'reply', 'like']);
export type UserMessageKind = z.infer<typeof userMessageKindSchema>;

/** 'Sys' reaches every user, 'Mine' one recipient (HOJ's admin notice type). */
export const noticeTypeSchema = z.enum(['Sys', 'Mine']);
export type NoticeType = z.infer<typeof noticeTypeSchema>;

const noticeText = { title: z.string(), content: z.string() };

export const messageEventSchemas = {
  /**
   * Appended through `deliverUserMessage` by the discussion features when someone comments on,
   * replies to or likes the recipient's post; the sender's name is kept for deleted senders.
   */
  UserMessageDelivered: z.object({
    id: z.number().int(),
    kind: userMessageKindSchema,
    recipientId: z.string(),
    senderId: z.string(),
    senderUsername: z.string(),
    sourceType: z.enum(['Discussion', 'Contest']),
    sourceId: z.number().int(),
    sourceTitle: z.string(),
    sourceContent: z.string(),
    quoteId: z.number().int().nullable(),
    quoteType: z.enum(['Comment', 'Reply']).nullable(),
    quoteContent: z.string(),
    /** Where the message leads in the web app (a discussion or contest comment page). */
    url: z.string(),
    at: z.string(),
  }),
  /** Appended by the super admin sending a system notice (to everyone, or to one user). */
  AdminNoticeCreated: z.object({
    id: z.number().int(),
    ...noticeText,
    type: noticeTypeSchema,
    /** Set for 'Mine', null for 'Sys'. */
    recipientId: z.string().nullable(),
    adminId: z.string(),
    adminUsername: z.string(),
    at: z.string(),
  }),
  /** Appended when the super admin corrects a sent notice's title or content. */
  AdminNoticeEdited: z.object({
    id: z.number().int(),
    ...noticeText,
    by: z.string(),
    at: z.string(),
  }),
  /** Appended when the super admin withdraws a notice; it leaves every list and count. */
  AdminNoticeDeleted: z.object({
    id: z.number().int(),
    type: noticeTypeSchema,
    recipientId: z.string().nullable(),
    by: z.string(),
    at: z.string(),
  }),
  /**
   * Appended when a recipient loads one of their lists with something unread in it: every
   * message of that box up to `upTo` (the newest id it held) is read.
   */
  MessagesRead: z.object({
    uid: z.string(),
    box: messageBoxSchema,
    upTo: z.number().int(),
    at: z.string(),
  }),
  /** Appended by a recipient cleaning one message (`id`) or a whole box up to `upTo`. */
  MessagesCleaned: z.object({
    uid: z.string(),
    box: messageBoxSchema,
    id: z.number().int().nullable(),
    upTo: z.number().int(),
    at: z.string(),
  }),
};

export type MessageEvent = EventUnion<typeof messageEventSchemas>;
export const userMessageStream = (id: number) => `userMessage-${id}`;
export const noticeStream = (id: number) => `notice-${id}`;
/** A recipient's reads and cleans; deliveries live in their own streams (no contention). */
export const inboxStream = (uid: string) => `inbox-${uid}`;
