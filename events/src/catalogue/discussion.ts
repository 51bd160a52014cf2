import { z } from 'zod';
import type { EventUnion } from './define.ts';

const by = { by: z.string(), at: z.string() };
/** Who wrote what is deleted, so a moderator's delete is told from the author's own (older events: none). */
const author = { author: z.string().optional() };
const discussionText = {
  categoryId: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Markdown as the author sent it; sanitised when rendered, never trusted as HTML. */
  content: z.string(),
  /** The problem's display id for a problem's discussion, else null. */
  pid: z.string().nullable(),
  topPriority: z.boolean(),
};

/** What a like is on: a discussion or a comment (HOJ: discussion-like, comment-like). */
export const likeTargetSchema = z.enum(['discussion', 'comment']);
export type LikeTarget = z.infer<typeof likeTargetSchema>;

export const discussionEventSchemas = {
  /** Appended by the super admin saving the whole category list (HOJ's list POST). */
  DiscussionCategoriesSaved: z.object({
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    ...by,
  }),
  /** Appended when a signed-in user posts a discussion (site-wide, or of a group later). */
  DiscussionCreated: z.object({
    id: z.number().int(),
    ...discussionText,
    gid: z.number().int().nullable(),
    uid: z.string(),
    author: z.string(),
    at: z.string(),
  }),
  /** Appended when the author (or an admin) saves the discussion form. */
  DiscussionEdited: z.object({ id: z.number().int(), ...discussionText, ...by }),
  /** Appended by an admin disabling, enabling or pinning a discussion from /admin/discussion. */
  DiscussionModerated: z.object({
    id: z.number().int(),
    status: z.union([z.literal(0), z.literal(1)]),
    topPriority: z.boolean(),
    ...by,
  }),
  /** Appended when the author or an admin deletes a discussion; its comments go with it. */
  DiscussionDeleted: z.object({ id: z.number().int(), ...by, ...author }),
  /** Appended once per opening of a discussion's page (stream `discussionViews-<id>`). */
  DiscussionViewed: z.object({ id: z.number().int(), at: z.string() }),
  /** Appended when a user comments on a discussion (`did`) or asks in a contest (`cid`). */
  CommentPosted: z.object({
    id: z.number().int(),
    did: z.number().int().nullable(),
    cid: z.number().int().nullable(),
    content: z.string(),
    fromUid: z.string(),
    fromName: z.string(),
    at: z.string(),
  }),
  /** Appended when the author or an admin deletes a comment; its replies go with it. */
  CommentDeleted: z.object({
    id: z.number().int(),
    did: z.number().int().nullable(),
    cid: z.number().int().nullable(),
    ...by,
    ...author,
  }),
  /** Appended when a user replies to a comment, or to a reply under it (`toUid` named). */
  ReplyPosted: z.object({
    id: z.number().int(),
    commentId: z.number().int(),
    did: z.number().int().nullable(),
    cid: z.number().int().nullable(),
    content: z.string(),
    fromUid: z.string(),
    fromName: z.string(),
    toUid: z.string(),
    toName: z.string(),
    at: z.string(),
  }),
  /** Appended when the author or an admin deletes a reply. */
  ReplyDeleted: z.object({
    id: z.number().int(),
    commentId: z.number().int(),
    did: z.number().int().nullable(),
    /** The contest of a reply in a contest's questions (older events: none). */
    cid: z.number().int().nullable().optional(),
    ...by,
    ...author,
  }),
  /** Appended on a user's like stream when they like a discussion or comment they had not. */
  LikeGiven: z.object({
    target: likeTargetSchema,
    targetId: z.number().int(),
    uid: z.string(),
    at: z.string(),
  }),
  /** Appended on the same stream when they take the like back. */
  LikeWithdrawn: z.object({
    target: likeTargetSchema,
    targetId: z.number().int(),
    uid: z.string(),
    at: z.string(),
  }),
  /** Appended when a signed-in user reports a discussion with a reason. */
  DiscussionReported: z.object({
    id: z.number().int(),
    did: z.number().int(),
    reporter: z.string(),
    content: z.string(),
    at: z.string(),
  }),
  /** Appended when an admin marks a report handled (or not handled again). */
  DiscussionReportHandled: z.object({ id: z.number().int(), status: z.boolean(), ...by }),
};

export type DiscussionEvent = EventUnion<typeof discussionEventSchemas>;
export const discussionCategoriesStream = () => 'discussionCategories';
export const discussionStream = (id: number) => `discussion-${id}`;
export const discussionViewsStream = (id: number) => `discussionViews-${id}`;
export const commentStream = (id: number) => `comment-${id}`;
export const replyStream = (id: number) => `reply-${id}`;
/** One user's like of one thing: its own stream, so a like cannot be counted twice. */
export const likeStream = (target: LikeTarget, targetId: number, uid: string) =>
  `like-${target}-${targetId}-${uid}`;
export const discussionReportStream = (id: number) => `discussionReport-${id}`;
