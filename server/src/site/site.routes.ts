import { Router } from 'express';
import type { Deps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { readWebsiteConfig } from './website-config.queries.ts';

/** Public site settings the shell needs before anything else. */
export const registerSiteRoutes = (deps: Deps): Router => {
  const r = Router();
  r.get('/get-website-config', async (_req, res) => {
    const c = await readWebsiteConfig(deps.sql);
    ok(res, {
      baseUrl: c.baseUrl,
      name: c.name,
      shortName: c.shortName,
      description: c.description,
      register: c.register,
      recordName: c.recordName,
      recordUrl: c.recordUrl,
      projectName: c.projectName,
      projectUrl: c.projectUrl,
      openPublicDiscussion: c.openPublicDiscussion,
      openGroupDiscussion: c.openGroupDiscussion,
      openContestComment: c.openContestComment,
      email: null,
    });
  });
  return r;
};
