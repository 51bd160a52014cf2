import type { Deps } from '../deps.ts';
import type { UserRow } from '../auth/user-row.ts';
import { HttpError } from '../http/envelope.ts';
import { assertGroup, assertGroupLevel, type GroupLevel } from '../groups/index.ts';
import { discussionMessages as m, isDiscussionModerator } from './discussion.policy.ts';
import { assertAreaOpen } from './discussion-gates.ts';

/**
 * A group's discussion area: the group-discussion switch, then a signed-in viewer of a group
 * that exists at `need` or above (3 member, 4 group admin); answers the viewer's level.
 */
export const groupDiscussionLevel = async (
  deps: Deps,
  viewer: UserRow | null,
  gid: number,
  need: 3 | 4 = 3,
): Promise<GroupLevel> => {
  await assertAreaOpen(deps, 'group');
  if (!viewer) throw new HttpError(401, 'Please login first');
  await assertGroup(deps.sql, gid, viewer.role);
  return assertGroupLevel(deps.sql, gid, viewer, need);
};

/** What the viewer may do with one discussion once they may reach it. */
export interface DiscussionAccess {
  /**
   * Edits, deletes, disables and pins anyone's: the admin roles on a site discussion; the
   * group's admins and roots (level 4 or 5, the super admin included) on a group's.
   */
  moderator: boolean;
}

/**
 * THE rule of reaching one discussion, for its detail, comments, replies, likes, reports and
 * changes: a site discussion behind the public-discussion switch; a group's behind the
 * group-discussion switch and for its members only. A disabled one is for moderators only,
 * except where its author changes or deletes it (`allowDisabled`).
 */
export const discussionAccess = async (
  deps: Deps,
  viewer: UserRow | null,
  d: { gid: number | null; status: number },
  o: { allowDisabled?: boolean } = {},
): Promise<DiscussionAccess> => {
  let moderator: boolean;
  if (d.gid === null) {
    await assertAreaOpen(deps, 'public');
    moderator = viewer !== null && isDiscussionModerator(viewer.role);
  } else {
    moderator = (await groupDiscussionLevel(deps, viewer, Number(d.gid))) >= 4;
  }
  if (d.status !== 0 && !moderator && !o.allowDisabled) throw new HttpError(403, m.disabled);
  return { moderator };
};

/** Where a message about a discussion leads in the web app: the site's or the group's page. */
export const discussionUrl = (d: { id: number; gid: number | null }) =>
  d.gid === null ? `/discussion-detail/${d.id}` : `/group/${d.gid}/discussion-detail/${d.id}`;
