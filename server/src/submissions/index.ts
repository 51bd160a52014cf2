import { Router } from 'express';
import type { Deps } from '../deps.ts';
import { registerAdminJudgeRoutes } from './admin-judge.routes.ts';
import { registerSubmissionRoutes } from './submission.routes.ts';
import { registerSubmitRoutes } from './submit.routes.ts';
import { registerTestJudgeRoutes } from './test-judge.routes.ts';
import { registerContestSubmissionRoutes } from './contest-submissions.routes.ts';
import { registerContestSubmissionsStatusRoute } from './contest-submissions-status.routes.ts';

/** The submissions area: submit, read, test judge, languages, super-admin judge operations. */
export const registerSubmissionArea = (deps: Deps): Router => {
  const r = Router();
  r.use(registerSubmitRoutes(deps));
  r.use(registerSubmissionRoutes(deps));
  r.use(registerTestJudgeRoutes(deps));
  r.use(registerAdminJudgeRoutes(deps));
  r.use(registerContestSubmissionRoutes(deps));
  r.use(registerContestSubmissionsStatusRoute(deps));
  return r;
};
export { submissionRealtime } from './submission-realtime.ts';
