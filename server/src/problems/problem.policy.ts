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
  created_by: string;
}

/**
 * The one rule for a problem's test data (download, case list, case contents) and for editing
 * it: root, problem admins, or the user who created it (by uid: the free-text `author` field
 * is anybody's to type and is never used for access).
 */
export const canManageProblem = (
  user: Pick<UserRow, 'uid' | 'role'> | null,
  p: Pick<ProblemAccessFields, 'created_by'>,
): boolean =>
  user !== null &&
  (user.role === 'root' || user.role === 'problem_admin' || p.created_by === user.uid);

export const noTestDataAccess =
  'Sorry, you do not have permission for the test data of this problem';
export const noProblemAccess = 'Sorry, you do not have permission to manage this problem';

/**
 * Whether a viewer may see a problem at all (title included): public problems outside groups
 * for everyone, the rest for admin roles only (contests and groups add their own rules).
 */
export const canSeeProblem = (
  viewer: Pick<UserRow, 'role'> | null,
  p: Pick<ProblemAccessFields, 'auth' | 'gid'>,
): boolean => (p.auth === 1 && p.gid === null) || (viewer !== null && isAdminRole(viewer.role));

/** The SQL form of `canSeeProblem` for anonymous and ordinary users (alias `p`). */
export const publicProblemWhere = 'p.auth = 1 AND p.gid IS NULL';
