import { Router } from 'express';
import type { Deps } from '../deps.ts';
import { registerMdFileRoutes } from './md-file.routes.ts';
import { registerMdImgRoutes } from './md-img.routes.ts';

/** Markdown editor uploads: pictures and attachments, their deletion, and the files. */
export const registerUploadArea = (deps: Deps): Router => {
  const r = Router();
  r.use(registerMdImgRoutes(deps));
  r.use(registerMdFileRoutes(deps));
  return r;
};
