import { Router } from 'express';
import type { Deps } from '../deps.ts';
import { registerAdminUserRoutes } from './admin-user.routes.ts';
import { registerBatchUserRoutes } from './batch-users.routes.ts';

/** User management of the back office (HOJ's `user_admin` permission). */
export const registerAdminUserArea = (deps: Deps): Router => {
  const r = Router();
  r.use(registerAdminUserRoutes(deps));
  r.use(registerBatchUserRoutes(deps));
  return r;
};
