import { Router } from 'express';
import type { Deps } from '../deps.ts';
import { registerContestAdminRoutes } from './contest-admin.routes.ts';
import { registerContestProblemAdminRoutes } from './contest-admin-problems.routes.ts';
import { registerContestProblemFormRoutes } from './contest-admin-problem-form.routes.ts';
import { registerContestAnnouncementAdminRoutes } from './contest-admin-announcements.routes.ts';
import { registerContestRoutes } from './contest.routes.ts';
import { registerContestBoardRoutes } from './contest-board.routes.ts';
import { registerScoreboardRoutes } from './scoreboard.routes.ts';
import { registerResolverRoutes } from './resolver.routes.ts';
import { registerContestDeskRoutes } from './contest-desk.routes.ts';
import { registerBalloonRoutes } from './balloon.routes.ts';
import { registerContestHojExtraRoutes } from './contest-hoj-extra.routes.ts';
import { registerClarificationRoutes } from './clarification.routes.ts';
import { registerContestAcDownloadRoutes } from './contest-ac-download.routes.ts';
import { registerContestVirtualRoutes } from './contest-virtual.routes.ts';
import { registerContestAppealRoutes } from './contest-appeal.routes.ts';
import { registerPlagiarismRoutes } from './plagiarism.routes.ts';
import { registerContestAuditRoutes } from './contest-audit.routes.ts';
import { registerGroupContestRoutes } from './group-contest.routes.ts';
import { registerGroupContestProblemRoutes } from './group-contest-problems.routes.ts';
import { registerGroupContestProblemFormRoutes } from './group-contest-problem-form.routes.ts';
import { registerGroupContestAnnouncementRoutes } from './group-contest-announcements.routes.ts';

export { authorizeContestEntry } from './contest-access.ts';
export { checkContestSubmit } from './contest-submit.ts';
export { findContestProblemByDisplayId } from './contest.queries.ts';
export { createContest, type ContestInput, type ContestProblemLook } from './create-contest.ts';
export { contestRealtime } from './contest-realtime.ts';
export { liveBoardsOf } from './scoreboard/live-boards-of.ts';
export { boardHistory } from './scoreboard/board-source.ts';

/**
 * The contests area: the admin form, problem set and announcements, the public pages, and the
 * same for group contests (contests with a `gid`) under /api/group.
 */
export const registerContestArea = (deps: Deps): Router => {
  const r = Router();
  r.use(registerContestAdminRoutes(deps));
  r.use(registerContestProblemAdminRoutes(deps));
  r.use(registerContestProblemFormRoutes(deps));
  r.use(registerContestAnnouncementAdminRoutes(deps));
  r.use(registerContestRoutes(deps));
  r.use(registerContestBoardRoutes(deps));
  r.use(registerScoreboardRoutes(deps));
  r.use(registerResolverRoutes(deps));
  r.use(registerContestDeskRoutes(deps));
  r.use(registerBalloonRoutes(deps));
  r.use(registerContestHojExtraRoutes(deps));
  r.use(registerClarificationRoutes(deps));
  r.use(registerContestAcDownloadRoutes(deps));
  r.use(registerContestVirtualRoutes(deps));
  r.use(registerContestAppealRoutes(deps));
  r.use(registerPlagiarismRoutes(deps));
  r.use(registerContestAuditRoutes(deps));
  r.use(registerGroupContestRoutes(deps));
  r.use(registerGroupContestProblemRoutes(deps));
  r.use(registerGroupContestProblemFormRoutes(deps));
  r.use(registerGroupContestAnnouncementRoutes(deps));
  return r;
};
