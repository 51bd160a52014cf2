import { Router } from 'express';
import { testDataRoot } from '@oj/events/testdata';
import type { Deps } from '../deps.ts';
import { registerProblemAdminRoutes } from './problem-admin.routes.ts';
import { registerProblemListRoutes } from './problem-list.routes.ts';
import { registerTestCaseRoutes } from './testcase.routes.ts';
import { registerCheckerCompileRoutes } from './checker-compile.routes.ts';
import { registerProblemAuthRoutes } from './problem-auth.routes.ts';
import { registerGroupProblemAdminRoutes } from './group-problem-admin.routes.ts';
import { registerGroupProblemStateRoutes } from './group-problem-state.routes.ts';
import { registerGroupProblemApplyRoutes } from './group-problem-apply.routes.ts';

/**
 * Problem management: admin CRUD, the admin list, test data upload/download, and the same for
 * a group's own problems (with the super admin's review of their applications to be public). Test data
 * lives under `DATA_DIR/testdata` (read when the app is built, so a test can point it at a
 * temporary folder first).
 */
export const registerProblemRoutes = (deps: Deps): Router => {
  const root = testDataRoot();
  const r = Router();
  r.use(registerProblemAdminRoutes(deps, root));
  r.use(registerProblemListRoutes(deps, root));
  r.use(registerTestCaseRoutes(deps, root));
  r.use(registerCheckerCompileRoutes(deps));
  r.use(registerProblemAuthRoutes(deps));
  r.use(registerGroupProblemAdminRoutes(deps, root));
  r.use(registerGroupProblemStateRoutes(deps, root));
  r.use(registerGroupProblemApplyRoutes(deps));
  return r;
};
