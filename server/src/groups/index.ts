import { Router } from 'express';
import type { Deps } from '../deps.ts';
import { registerGroupRoutes } from './group.routes.ts';
import { registerGroupMemberRoutes } from './group-member.routes.ts';
import { registerGroupAnnouncementRoutes } from './group-announcement.routes.ts';
import { registerGroupRankRoutes } from './group-rank.routes.ts';
import { registerGroupAvatarRoutes } from './group-avatar.routes.ts';

/**
 * What other areas use of groups: THE level rule (`groupLevel`, `groupLevelOf`: 5 root, 4
 * admin, 3 member, 0 none; the super admin is root everywhere) and the group row, so group
 * problems, trainings, contests and discussions attach by `gid` and ask one policy.
 */
export {
  assertGroup,
  assertGroupLevel,
  groupLevel,
  groupLevelOf,
  groupLevels,
  type GroupLevel,
} from './group.policy.ts';
export type { GroupRow } from './group.queries.ts';
export { groupRealtime } from './group-realtime.ts';

/** The groups area: list and lifecycle, members and applications, announcements, rank. */
export const registerGroupArea = (deps: Deps): Router => {
  const r = Router();
  r.use(registerGroupRoutes(deps));
  r.use(registerGroupMemberRoutes(deps));
  r.use(registerGroupAnnouncementRoutes(deps));
  r.use(registerGroupRankRoutes(deps));
  r.use(registerGroupAvatarRoutes(deps));
  return r;
};
