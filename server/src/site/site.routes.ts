import { Router } from 'express';
import type { Deps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { readSwitchConfig } from './switch-config.queries.ts';
import { readWebsiteConfig } from './website-config.queries.ts';

/** Public site settings the shell needs before anything else. */
export const registerSiteRoutes = (deps: Deps): Router => {
  const r = Router();
  r.get('/get-website-config', async (_req, res) => {
    const c = await readWebsiteConfig(deps.sql);
    // The discussion switches are the system switches' (HOJ: SwitchConfig), saved from
    // /admin/switch and /admin/conf alike.
    const s = await readSwitchConfig(deps.sql);
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
      openPublicDiscussion: s.openPublicDiscussion,
      openGroupDiscussion: s.openGroupDiscussion,
      openContestComment: s.openContestComment,
      email: null,
    });
  });
  return r;
};
