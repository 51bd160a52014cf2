import { Router } from 'express';
import type { Deps } from '../deps.ts';
import { requireRole } from '../auth/authenticate.ts';
import { trainingManagers } from './training.policy.ts';
import { registerTrainingRoutes } from './training.routes.ts';
import { registerTrainingAdminRoutes } from './training-admin.routes.ts';
import { registerTrainingProblemAdminRoutes } from './training-admin-problems.routes.ts';
import { registerTrainingCategoryRoutes } from './training-category.routes.ts';
import { registerGroupTrainingRoutes } from './group-training.routes.ts';
import { registerGroupTrainingProblemRoutes } from './group-training-problems.routes.ts';

export { authorizeTrainingEntry } from './training-access.ts';
export { createTraining } from './create-training.ts';
export { checkTrainingProblem, findTrainingProblemByDisplayId } from './training-inside.ts';
export { trainingPublicPids } from './training.queries.ts';
export { trainingFullScreenList } from './training-problems.ts';
export { trainingRealtime } from './training-realtime.ts';

/**
 * The trainings area: the public pages, the admin form, problem set and categories, and the
 * group trainings under /api/group (the same trainings, with a `gid`).
 */
export const registerTrainingArea = (deps: Deps): Router => {
  const r = Router();
  // Sign-in and a manager role before any form is read: a stranger learns nothing of the forms.
  r.use('/admin/training', (req, _res, next) => {
    requireRole(req, trainingManagers);
    next();
  });
  r.use(registerTrainingRoutes(deps));
  r.use(registerTrainingAdminRoutes(deps));
  r.use(registerTrainingProblemAdminRoutes(deps));
  r.use(registerTrainingCategoryRoutes(deps));
  r.use(registerGroupTrainingRoutes(deps));
  r.use(registerGroupTrainingProblemRoutes(deps));
  return r;
};
