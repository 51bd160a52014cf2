import type { Request } from 'express';
import { requireUser } from '../auth/authenticate.ts';
import { permissionsOf } from '../auth/roles.ts';
import type { UserRow } from '../auth/user-row.ts';
import { HttpError } from '../http/envelope.ts';
import { authorizeDashboard } from './dashboard.policy.ts';

const refused = () => new HttpError(403, 'Sorry, you do not have permission for this operation');

/** HOJ's `system_info_admin` (the super admin): web, mail and database config, the switches. */
export const requireSystemAdmin = (req: Request): UserRow => {
  const user = requireUser(req);
  if (!permissionsOf(user.role).includes('system_info_admin')) throw refused();
  return user;
};

/** HOJ's service and judge information: any admin role, as for the dashboard. */
export const requireServiceViewer = (req: Request): UserRow => authorizeDashboard(requireUser(req));
