import { Router } from 'express';
import type { Deps } from '../deps.ts';
import { registerMessageRoutes } from './message.routes.ts';
import { registerNoticeRoutes } from './notice.routes.ts';

/** What other areas may use of the messages area. */
export { deliverUserMessage } from './deliver-user-message.ts';
export { deliverPersonalNotices, type PersonalNotice } from './deliver-notice.ts';

/** The message center and the super admin's system notices. */
export const registerMessageArea = (deps: Deps): Router => {
  const r = Router();
  r.use(registerMessageRoutes(deps));
  r.use(registerNoticeRoutes(deps));
  return r;
};
