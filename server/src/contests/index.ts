import { Router } from 'express';
import type { Deps } from '../deps.ts';
import { registerContestAdminRoutes } from './contest-admin.routes.ts';
import { registerContestProblemAdminRoutes } from './contest-admin-problems.routes.ts';
import { registerContestProblemFormRoutes } from './contest-admin-problem-form.routes.ts';
import { registerContestAnnouncementAdminRoutes } from './contest-admin-announcements.routes.ts';
import { registerContestRoutes } from './contest.routes.ts';
import { registerContestBoardRoutes } from './contest-board.routes.ts';
import { registerScoreboardRoutes } from './scoreboard.routes.ts';
import { registerContestDeskRoutes } from './contest-desk.routes.ts';

export { authorizeContestEntry } from './contest-access.ts';
export { checkContestSubmit } from './contest-submit.ts';
export { findContestProblemByDisplayId } from './contest.queries.ts';
export { createContest, type ContestInput, type ContestProblemLook } from './create-contest.ts';
export { contestRealtime } from './contest-realtime.ts';
export { liveBoardsOf } from './scoreboard/live-boards-of.ts';

/** The contests area: the admin form, problem set and announcements, and the public pages. */
export const registerContestArea = (deps: Deps): Router => {
  const r = Router();
  r.use(registerContestAdminRoutes(deps));
  r.use(registerContestProblemAdminRoutes(deps));
  r.use(registerContestProblemFormRoutes(deps));
  r.use(registerContestAnnouncementAdminRoutes(deps));
  r.use(registerContestRoutes(deps));
  r.use(registerContestBoardRoutes(deps));
  r.use(registerScoreboardRoutes(deps));
  r.use(registerContestDeskRoutes(deps));
  return r;
};
