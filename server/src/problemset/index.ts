import { Router } from 'express';
import type { Deps } from '../deps.ts';
import { registerProblemsetRoutes } from './problemset.routes.ts';
import { registerUserStatusRoutes } from './user-status.routes.ts';
import { registerFullScreenRoutes } from './full-screen.routes.ts';
import { registerGroupProblemsetRoutes } from './group-problemset.routes.ts';

/** Browsing problems: the public list and detail, marks, tags. */
export const registerProblemsetArea = (deps: Deps): Router => {
  const r = Router();
  r.use(registerProblemsetRoutes(deps));
  r.use(registerUserStatusRoutes(deps));
  r.use(registerFullScreenRoutes(deps));
  r.use(registerGroupProblemsetRoutes(deps));
  return r;
};
