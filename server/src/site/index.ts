import { Router } from 'express';
import type { Deps } from '../deps.ts';
import { registerSiteRoutes } from './site.routes.ts';
import { registerSwitchRoutes } from './switch.routes.ts';

/** The site area: the website config and the admin switches. */
export const registerSiteArea = (deps: Deps): Router => {
  const r = Router();
  r.use(registerSiteRoutes(deps));
  r.use(registerSwitchRoutes(deps));
  return r;
};
