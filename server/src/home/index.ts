import { Router } from 'express';
import type { Deps } from '../deps.ts';
import { registerCarouselRoutes } from './carousel.routes.ts';
import { registerHomeRoutes } from './home.routes.ts';

/** The home page: carousel (and its admin), recent contests, 7-day AC board, weekly chart. */
export const registerHomeArea = (deps: Deps): Router => {
  const r = Router();
  r.use(registerHomeRoutes(deps));
  r.use(registerCarouselRoutes(deps));
  return r;
};
