import type { UserRow } from '../auth/user-row.ts';
import { isAdminRole } from '../auth/roles.ts';
import { HttpError } from '../http/envelope.ts';

/**
 * Who sees the back office dashboard and its live figures: every admin role (HOJ: roles
 * admin, problem_admin, root). Called by the HTTP routes and the `dashboard:subscribe` handler
 * alike, and again when a socket's user changes.
 */
export const mayWatchDashboard = (user: Pick<UserRow, 'role'> | null): boolean =>
  user !== null && isAdminRole(user.role);

/** The user, or the envelope error the route or the socket ack answers. */
export const authorizeDashboard = (user: UserRow | null): UserRow => {
  if (!user) throw new HttpError(401, 'Please login first');
  if (!mayWatchDashboard(user))
    throw new HttpError(403, 'Sorry, you do not have permission for this operation');
  return user;
};
