import { Router } from 'express';
import type { Deps } from '../deps.ts';
import { registerConfigRoutes } from './config.routes.ts';
import { registerDashboardRoutes } from './dashboard.routes.ts';

export { dashboardRealtime } from './dashboard-realtime.ts';

/** The back office's system screens: configuration, service information and the dashboard. */
export const registerAdminSystemArea = (deps: Deps): Router => {
  const r = Router();
  r.use(registerConfigRoutes(deps));
  r.use(registerDashboardRoutes(deps));
  return r;
};
