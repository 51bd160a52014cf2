import type { Deps } from '../deps.ts';
import type { UserRow } from '../auth/user-row.ts';
import { HttpError } from '../http/envelope.ts';
import { takeThrottleSlot } from '../infra/throttle.ts';
import { canComment, canPostDiscussion } from '../accounts/user-type.policy.ts';
import { readSwitchConfig } from '../site/switch-config.queries.ts';
import {
  discussionMessages as m,
  isDiscussionModerator,
  LIKE_BURST,
  LIKE_WINDOW_MS,
  COMMENT_BURST,
  DISCUSSION_BURST,
  POST_WINDOW_MS,
  REPORT_BURST,
} from './discussion.policy.ts';
import { acCountOf, discussionsToday } from './discussion.queries.ts';

/** Which switch guards a call: site discussions, group discussions or a contest's Q and A. */
export type Area = 'public' | 'group' | 'contest';

/**
 * The public-discussion, group-discussion or contest-comment switch; off hides the area and
 * refuses its calls.
 */
export const assertAreaOpen = async (deps: Deps, area: Area) => {
  const s = await readSwitchConfig(deps.sql);
  if (area === 'public' && !s.openPublicDiscussion) throw new HttpError(403, m.publicOff);
  if (area === 'group' && !s.openGroupDiscussion) throw new HttpError(403, m.groupOff);
  if (area === 'contest' && !s.openContestComment) throw new HttpError(403, m.contestOff);
};

/**
 * The rules of posting a discussion: user type, accepted problems, the daily limit, pace.
 * Moderators (the admin roles; in a group, its admins) skip all but the user type.
 */
export const assertMayPostDiscussion = async (deps: Deps, user: UserRow, moderator = false) => {
  if (!canPostDiscussion(user)) throw new HttpError(403, m.noDiscussion);
  if (moderator || isDiscussionModerator(user.role)) return;
  const s = await readSwitchConfig(deps.sql);
  const need = s.defaultCreateDiscussionACInitValue;
  if ((await acCountOf(deps.sql, user.uid)) < need) throw new HttpError(403, m.discussAc(need));
  const limit = s.defaultCreateDiscussionDailyLimit;
  if ((await discussionsToday(deps.sql, user.uid, new Date())) >= limit)
    throw new HttpError(403, m.daily(limit));
  await takePostSlot(deps, user, 'discussion-post', DISCUSSION_BURST);
};

/** The rules of commenting and replying: not muted, accepted problems, pace. */
export const assertMayComment = async (deps: Deps, user: UserRow) => {
  if (!canComment(user)) throw new HttpError(403, m.muted);
  if (isDiscussionModerator(user.role)) return;
  const need = (await readSwitchConfig(deps.sql)).defaultCreateCommentACInitValue;
  if ((await acCountOf(deps.sql, user.uid)) < need) throw new HttpError(403, m.commentAc(need));
  await takePostSlot(deps, user, 'comment-post', COMMENT_BURST);
};

const takePostSlot = async (deps: Deps, user: UserRow, name: string, burst: number) => {
  const wait = await takeThrottleSlot(deps.sql, name, user.uid, burst, POST_WINDOW_MS);
  if (wait > 0) throw new HttpError(429, m.tooFast(Math.ceil(wait / 1000)));
};

/** Likes and unlikes: a burst is fine, a script toggling forever is slowed down. */
export const takeLikeSlot = async (deps: Deps, user: UserRow) => {
  const wait = await takeThrottleSlot(deps.sql, 'like', user.uid, LIKE_BURST, LIKE_WINDOW_MS);
  if (wait > 0) throw new HttpError(429, m.likeTooFast(Math.ceil(wait / 1000)));
};

/** Reports: a handful a minute per user, so the admin queue cannot be flooded. */
export const takeReportSlot = async (deps: Deps, user: UserRow) => {
  const wait = await takeThrottleSlot(
    deps.sql,
    'discussion-report',
    user.uid,
    REPORT_BURST,
    POST_WINDOW_MS,
  );
  if (wait > 0) throw new HttpError(429, m.reportTooFast(Math.ceil(wait / 1000)));
};
