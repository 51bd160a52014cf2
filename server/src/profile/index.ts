import { Router } from 'express';
import type { Deps } from '../deps.ts';
import { registerAvatarRoutes } from './avatar.routes.ts';
import { registerSettingsRoutes } from './settings.routes.ts';
import { registerUserHomeRoutes } from './user-home.routes.ts';

/** Account settings (password, profile, avatar) and the public user home. */
export const registerProfileArea = (deps: Deps): Router => {
  const r = Router();
  r.use(registerSettingsRoutes(deps));
  r.use(registerAvatarRoutes(deps));
  r.use(registerUserHomeRoutes(deps));
  return r;
};
