import type { Role } from '@oj/events';
import type { UserRow } from '../accounts/user.queries.ts';
import { isAdminRole } from '../auth/roles.ts';
import { HttpError } from '../http/envelope.ts';

/** Who opens the contest admin pages, per the contract notes. */
export const contestManagers: readonly Role[] = ['root', 'admin', 'problem_admin'];
/** Only root deletes a contest. */
export const contestDeleters: readonly Role[] = ['root'];
/** Who removes a problem from a contest (contract: problem_admin and root). */
export const contestProblemRemovers: readonly Role[] = ['root', 'problem_admin'];

/** What a contest policy needs of a contest row. */
export interface ContestAccessFields {
  uid: string;
  auth: number;
  visible: boolean;
  start_time: Date;
}

type Viewer = Pick<UserRow, 'uid' | 'role'> | null;

export const noContestAccess = 'Sorry, you do not have permission for this contest';
export const contestMissing = 'The contest does not exist';

/**
 * Editing a contest (form, problems, announcements, visibility): root, or the admin who
 * created it (by uid; the author name is display only).
 */
export const canManageContest = (user: Viewer, c: Pick<ContestAccessFields, 'uid'>): boolean =>
  user !== null && (user.role === 'root' || c.uid === user.uid);

/** Admin roles see every contest page, hidden and scheduled contests included. */
export const seesContestAsAdmin = (user: Viewer, c: Pick<ContestAccessFields, 'uid'>): boolean =>
  canManageContest(user, c) || (user !== null && isAdminRole(user.role));

/** Access granted without a password: public contests and admins (spec section 6). */
export const hasContestAccess = (
  user: Viewer,
  c: Pick<ContestAccessFields, 'uid' | 'auth'>,
  registered: boolean,
): boolean => c.auth === 0 || registered || seesContestAsAdmin(user, c);

/**
 * Whether a viewer may read the inside of a contest (problems, announcements): admins always;
 * others only a visible contest that has started, and a private one only once registered
 * (a protected one may be looked at; its password is needed to submit). Throws the answer.
 */
export const assertContestEntry = (
  user: Viewer,
  c: ContestAccessFields,
  o: { registered: boolean; now: Date },
): void => {
  if (seesContestAsAdmin(user, c)) return;
  if (!c.visible) throw new HttpError(404, contestMissing);
  if (o.now < c.start_time) throw new HttpError(403, 'The contest has not started yet');
  if (c.auth !== 1) return;
  if (!user) throw new HttpError(401, 'Please login first');
  if (!o.registered) throw new HttpError(403, 'Please register for the contest first');
};
