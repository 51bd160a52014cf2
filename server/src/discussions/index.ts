import { Router } from 'express';
import type { Deps } from '../deps.ts';
import { registerDiscussionRoutes } from './discussion.routes.ts';
import { registerDiscussionSocialRoutes } from './discussion-social.routes.ts';
import { registerAdminDiscussionRoutes } from './admin-discussion.routes.ts';
import { registerCommentRoutes } from './comment.routes.ts';
import { registerReplyRoutes } from './reply.routes.ts';
import { registerGroupDiscussionRoutes } from './group-discussion.routes.ts';

/** What other packages may use of the discussions area: the demo content of the seed. */
export { seedDiscussions } from './seed-discussions.ts';

/**
 * The community area: site and group discussions and their categories, comments and replies
 * (of discussions and of the contest Q and A), likes, reports and the admin moderation.
 */
export const registerDiscussionArea = (deps: Deps): Router => {
  const r = Router();
  r.use(registerDiscussionRoutes(deps));
  r.use(registerDiscussionSocialRoutes(deps));
  r.use(registerAdminDiscussionRoutes(deps));
  r.use(registerCommentRoutes(deps));
  r.use(registerReplyRoutes(deps));
  r.use(registerGroupDiscussionRoutes(deps));
  return r;
};
