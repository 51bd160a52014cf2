import type { Role } from '@oj/events';
import type { Deps } from '../deps.ts';
import { HttpError } from '../http/envelope.ts';
import { assertGroup, groupLevelOf, type GroupLevel, type GroupRow } from '../groups/index.ts';
import { isGroupOnly, type ProblemAccessFields } from './problem.policy.ts';
import { findProblemRow, type ProblemRow } from './problem.queries.ts';
import { problemNotFound } from './problem.decider.ts';

type Viewer = { uid: string; role: Role };

/** The server's messages of the group problems (the web translates them). */
export const groupProblemMessages = {
  notGroupProblem: 'The problem does not belong to a group',
  otherGroup: 'The problem does not belong to this group',
  notMember: 'Sorry, you are not a member of the group of this problem',
  notAdmin: 'Sorry, only group admins may do this',
  notManager: "Only the group root or the problem's author may manage this problem",
  judgeClosed: 'The administrator has closed the judging of group problems, please try again later',
} as const;

/**
 * Who sees a group problem inside its group: every member one that is public in the group
 * (auth 1); group admins the private and contest ones too (auth 2, 3).
 */
export const levelToSee = (auth: number): 3 | 4 => (auth === 1 ? 3 : 4);

/**
 * Spec 3 section 6: the group root edits, deletes and downloads the test data of any group
 * problem; other group admins only the ones they created (by uid, as the site's rule).
 */
export const canManageGroupProblem = (
  level: GroupLevel,
  viewer: Viewer,
  p: Pick<ProblemAccessFields, 'created_by'>,
): boolean => level >= 5 || (level >= 4 && p.created_by === viewer.uid);

/** The row's group id as a number (bigint columns arrive as strings). */
export const gidOf = (p: Pick<ProblemRow, 'gid'>): number | null =>
  p.gid === null ? null : Number(p.gid);

/**
 * A group problem by pid, its group and the viewer's level there: 404 for a missing problem
 * or group, 403 for a site problem (the group pages manage group problems only) or, with
 * `gid`, a problem of another group.
 */
export const loadGroupProblem = async (
  deps: Pick<Deps, 'sql'>,
  viewer: Viewer,
  pid: number,
  gid?: number,
): Promise<{ row: ProblemRow; group: GroupRow; level: GroupLevel }> => {
  const row = await findProblemRow(deps.sql, pid);
  if (!row) throw new HttpError(404, problemNotFound);
  const own = gidOf(row);
  if (own === null) throw new HttpError(403, groupProblemMessages.notGroupProblem);
  if (gid !== undefined && gid !== own) throw new HttpError(403, groupProblemMessages.otherGroup);
  const group = await assertGroup(deps.sql, own, viewer.role);
  return { row, group, level: await groupLevelOf(deps.sql, own, viewer) };
};

/** `loadGroupProblem`, then 403 unless the viewer may manage it. */
export const loadManagedGroupProblem = async (
  deps: Pick<Deps, 'sql'>,
  viewer: Viewer,
  pid: number,
  gid?: number,
) => {
  const found = await loadGroupProblem(deps, viewer, pid, gid);
  if (!canManageGroupProblem(found.level, viewer, found.row))
    throw new HttpError(403, groupProblemMessages.notManager);
  return found;
};

/**
 * Whether a viewer may read a problem's settings by pid (code templates, languages, tags): the
 * site's rule, and for a group's own problem the group's (HOJ's group form reads them so).
 */
export const canReadProblem = async (
  deps: Pick<Deps, 'sql'>,
  viewer: Viewer | null,
  p: ProblemRow,
  siteRule: (p: ProblemRow) => boolean,
): Promise<boolean> => {
  const gid = gidOf(p);
  if (!isGroupOnly(p) || gid === null) return siteRule(p);
  return (await groupLevelOf(deps.sql, gid, viewer)) >= levelToSee(p.auth);
};

/**
 * A submission made inside a group (HOJ's submit with `gid`): the group exists, the viewer is
 * a member, and the problem is this group's and one the viewer sees there.
 */
export const assertGroupSubmit = async (
  deps: Pick<Deps, 'sql'>,
  viewer: Viewer,
  gid: number,
  p: ProblemRow,
): Promise<void> => {
  await assertGroup(deps.sql, gid, viewer.role);
  const level = await groupLevelOf(deps.sql, gid, viewer);
  if (level < 3) throw new HttpError(403, groupProblemMessages.notMember);
  if (gidOf(p) !== gid || level < levelToSee(p.auth)) throw new HttpError(404, problemNotFound);
};
