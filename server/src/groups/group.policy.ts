import type { Role, Sql } from '@oj/events';
import { HttpError } from '../http/envelope.ts';
import { findGroupRow, memberAuthOf, type GroupRow } from './group.queries.ts';

/** Group levels of spec 3 section 6: 5 root, 4 admin, 3 member, 0 none (applying, refused). */
export const groupLevels = { none: 0, member: 3, admin: 4, root: 5 } as const;
export type GroupLevel = 0 | 3 | 4 | 5;

/**
 * THE group level rule, used by every group decision (HTTP, socket, deciders, later areas):
 * the super admin is root of every group; otherwise the member's auth once a member (3-5);
 * applying (1), refused (2) and strangers are level 0.
 */
export const groupLevel = (
  superAdmin: boolean,
  memberAuth: number | null | undefined,
): GroupLevel => {
  if (superAdmin) return 5;
  if (memberAuth === 3 || memberAuth === 4 || memberAuth === 5) return memberAuth;
  return 0;
};

export const isSuperAdmin = (role: Role | null | undefined) => role === 'root';

/** A viewer's level in a group, read from the members read model. */
export const groupLevelOf = async (
  sql: Sql,
  gid: number,
  user: { uid: string; role: Role } | null,
): Promise<GroupLevel> =>
  user === null ? 0 : groupLevel(isSuperAdmin(user.role), await memberAuthOf(sql, gid, user.uid));

/** Limits of the group forms (spec 3 sections 5 and 9). */
export const groupLimits = {
  name: [5, 25],
  shortName: [5, 10],
  brief: [5, 50],
  description: [5, 1000],
  code: 6,
  reason: [5, 100],
  announcementTitle: 255,
  announcementContent: 65_535,
  listPage: 15,
  pageSize: 10,
  memberAnnouncementPage: 5,
} as const;

/** The server's messages of the groups area (the web translates them). */
export const groupMessages = {
  notFound: 'The group does not exist',
  notMember: 'Sorry, you are not a member of this group',
  notAdmin: 'Sorry, only group admins may do this',
  notRoot: 'Sorry, only group roots may do this',
  notOwner: 'Only the group owner or the super admin may disband the group',
  nameTaken: 'The group name already exists, please change it',
  shortNameTaken: 'The group short name already exists, please change it',
  codeRequired: 'The invitation code must be 6 characters',
  reasonRequired: 'The apply reason must be 5 to 100 characters',
  wrongCode: 'The invitation code is wrong, please try again',
  alreadyApplied: 'You have already applied, please wait for the review',
  alreadyMember: 'You are already a member of this group',
  notInGroup: 'The user is not in the group',
  ownerUntouchable: "The group owner's auth cannot be changed",
  ownerCannotExit: 'As the group owner you can only disband the group, not exit it',
  lastRoot: 'The last group root cannot be demoted or removed',
  cannotDowngradeMember: 'A member cannot be set back to applying or refused',
  noHigherThanOwn: 'Sorry, you may only manage members and auths below your own',
  kickSelf: 'Use exit to leave the group',
  acNeeded: (n: number) => `Sorry, you need to solve more than ${n} problems to create a group`,
  dailyLimit: (n: number) => `Sorry, you have created ${n} groups today, the limit is reached`,
  totalLimit: (n: number) => `Sorry, you have created ${n} groups in total, the limit is reached`,
  announcementMissing: 'The announcement does not exist',
  notYourAnnouncement: 'Only its author or a group root may change this announcement',
} as const;

/** Who is exempt from the create limits and the AC gate (HOJ: root, admin, problem_admin). */
export const groupCreateExempt: readonly Role[] = ['root', 'admin', 'problem_admin'];

/** The group, or 404; a banned group (status 1) shows only to the super admin. */
export const assertGroup = async (
  sql: Sql,
  gid: number,
  role: Role | null | undefined,
): Promise<GroupRow> => {
  const g = await findGroupRow(sql, gid);
  if (!g || (g.status !== 0 && !isSuperAdmin(role)))
    throw new HttpError(404, groupMessages.notFound);
  return g;
};

/** Throws unless the viewer's level reaches `need` in the group. */
export const assertGroupLevel = async (
  sql: Sql,
  gid: number,
  user: { uid: string; role: Role },
  need: Exclude<GroupLevel, 0>,
): Promise<GroupLevel> => {
  const level = await groupLevelOf(sql, gid, user);
  if (level < need)
    throw new HttpError(
      403,
      need === 3
        ? groupMessages.notMember
        : need === 4
          ? groupMessages.notAdmin
          : groupMessages.notRoot,
    );
  return level;
};
