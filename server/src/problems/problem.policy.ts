import type { Role } from '@oj/events';
import type { UserRow } from '../accounts/user.queries.ts';
import { isAdminRole } from '../auth/roles.ts';

/**
 * Who manages problems, per the contract notes: root, admin and problem_admin create problems
 * and open the admin pages; only root and problem_admin delete.
 */
export const problemEditors: readonly Role[] = ['root', 'admin', 'problem_admin'];
export const problemDeleters: readonly Role[] = ['root', 'problem_admin'];

/** What a problem policy needs of a problem row. */
export interface ProblemAccessFields {
  auth: number;
  gid: number | null;
  /** HOJ's apply-for-public progress: 2 means a group problem the super admin made public. */
  apply_public_progress?: number | null;
  created_by: string;
}

/**
 * HOJ's `isGroup`: a problem of a group that has not been made public. It exists for the
 * group's members only; site-wide lists, details, ranks and search never show it. A group
 * problem made public (progress 2) stays in its group and also joins the public set.
 */
export const isGroupOnly = (p: Pick<ProblemAccessFields, 'gid' | 'apply_public_progress'>) =>
  p.gid !== null && p.gid !== undefined && p.apply_public_progress !== 2;

/**
 * The one rule for a problem's test data (download, case list, case contents) and for editing
 * it through the admin pages: root, problem admins (not of a group's own problem), or the user
 * who created it (by uid: the free-text `author` field is anybody's to type and is never used
 * for access).
 */
export const canManageProblem = (
  user: Pick<UserRow, 'uid' | 'role'> | null,
  p: Pick<ProblemAccessFields, 'created_by'> &
    Partial<Pick<ProblemAccessFields, 'gid' | 'apply_public_progress'>>,
): boolean =>
  user !== null &&
  (user.role === 'root' ||
    p.created_by === user.uid ||
    // A group's problem is its group's business (group-problem.policy.ts), not the site's.
    (user.role === 'problem_admin' &&
      !isGroupOnly({
        gid: p.gid ?? null,
        apply_public_progress: p.apply_public_progress ?? null,
      })));

export const noTestDataAccess =
  'Sorry, you do not have permission for the test data of this problem';
export const noProblemAccess = 'Sorry, you do not have permission to manage this problem';

/**
 * Whether a viewer may see a problem outside any contest or group page (title included):
 * public problems for everyone, private ones for admin roles; a group's own problem for the
 * super admin alone (its members reach it through the group, see group-problem.policy.ts).
 */
export const canSeeProblem = (
  viewer: Pick<UserRow, 'role'> | null,
  p: Pick<ProblemAccessFields, 'auth' | 'gid' | 'apply_public_progress'>,
): boolean => {
  if (isGroupOnly(p)) return viewer?.role === 'root';
  return p.auth === 1 || (viewer !== null && isAdminRole(viewer.role));
};

/** The SQL form of `canSeeProblem` for anonymous and ordinary users (alias `p`). */
export const publicProblemWhere = 'p.auth = 1 AND (p.gid IS NULL OR p.apply_public_progress = 2)';

/** The SQL of "not a group's own problem" (alias `p`), for the admin lists. */
export const notGroupOnlyWhere = '(p.gid IS NULL OR p.apply_public_progress = 2)';
