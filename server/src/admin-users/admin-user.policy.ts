import type { Request } from 'express';
import type { Role } from '@oj/events';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError } from '../http/envelope.ts';
import { permissionsOf } from '../auth/roles.ts';
import type { UserRow } from '../accounts/index.ts';

/** Roles holding HOJ's `user_admin` permission (root and admin; see auth/roles.ts). */
export const isUserManager = (role: Role) => permissionsOf(role).includes('user_admin');

/** The signed-in user admin, or 401/403: every route of this area starts here. */
export const requireUserManager = (req: Request): UserRow => {
  const user = requireUser(req);
  if (!isUserManager(user.role))
    throw new HttpError(403, 'Sorry, you do not have permission for this operation');
  return user;
};

/** Limits of the admin forms (spec 3 section 5: admin-created passwords are 6 to 25). */
export const adminUserLimits = {
  username: 20,
  passwordMin: 6,
  passwordMax: 25,
  realname: 50,
  titleName: 20,
  /** Accounts created by one batch import or generation (each costs a password hash). */
  batch: 500,
} as const;
