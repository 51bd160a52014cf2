import type { Role } from '@oj/events';

/** Who moderates discussions and comments anywhere (HOJ's admin roles with discussion rights). */
export const discussionModerators: readonly Role[] = ['root', 'admin', 'problem_admin'];
/** Who edits the discussion category list: the super admin only. */
export const categoryEditors: readonly Role[] = ['root'];

export const isDiscussionModerator = (role: Role): boolean => discussionModerators.includes(role);

/** Limits of the forms, enforced at the edge and in the deciders (spec 3 section 5). */
export const discussionLimits = {
  title: 255,
  description: 255,
  content: 65_535,
  comment: 10_000,
  report: 200,
  categoryName: 255,
  pageSize: 10,
  repliesShown: 3,
} as const;

/** Posts of one user (discussions; comments and replies counted apart): this many a minute. */
export const DISCUSSION_BURST = 3;
export const COMMENT_BURST = 6;
export const POST_WINDOW_MS = 60_000;
/** Reports of one user a minute. */
export const REPORT_BURST = 5;
/** Likes and unlikes per user: this many within `LIKE_WINDOW_MS`. */
export const LIKE_BURST = 20;
export const LIKE_WINDOW_MS = 10_000;

/** The server's messages of this area (the web translates them). */
export const discussionMessages = {
  notFound: 'The discussion does not exist',
  disabled: 'Sorry, this discussion has been disabled',
  categoryMissing: 'The category does not exist',
  categoryRequired: 'Category is required',
  categoryName: 'Category name is required',
  categoryDuplicate: 'Category names must be different',
  problemMissing: 'The problem does not exist',
  notYours: 'Sorry, you do not have permission for this operation',
  publicOff: 'No Access: the public discussion area is closed',
  groupOff: 'No Access: the group discussion area is closed',
  contestOff: 'No Access: the contest comment area is closed',
  noDiscussion: 'Sorry, you are not allowed to post discussions',
  muted: 'Sorry, you have been muted and cannot comment or reply',
  discussAc: (n: number) =>
    `Sorry, you cannot post a discussion yet! Please solve at least ${n} problems first`,
  commentAc: (n: number) =>
    `Sorry, you cannot comment yet! Please solve at least ${n} problems first`,
  daily: (n: number) => `Sorry, you have posted ${n} discussions today, the daily limit`,
  tooFast: (s: number) => `Posting too fast, please try again in ${s} second${s === 1 ? '' : 's'}`,
  likeTooFast: (s: number) =>
    `Liking too fast, please try again in ${s} second${s === 1 ? '' : 's'}`,
  commentEmpty: 'Content cannot be empty',
  commentLong: `Content can be at most ${10_000} characters`,
  commentMissing: 'The comment does not exist',
  replyMissing: 'The reply does not exist',
  commentTarget: 'A comment needs a discussion (did) or a contest (cid)',
  reportReason: 'The report needs a reason',
  reportLong: `The reason can be at most ${200} characters`,
  reportMissing: 'The report does not exist',
  reportTooFast: (s: number) =>
    `Reporting too fast, please try again in ${s} second${s === 1 ? '' : 's'}`,
} as const;
