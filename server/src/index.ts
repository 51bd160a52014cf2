export { createApp, startHttp } from './app.ts';
export { buildDeps, defaultWebDist } from './bootstrap.ts';
export type { Deps } from './deps.ts';
export { registerAccount } from './accounts/register-account.ts';
export { ensureSuperAdmin } from './accounts/super-admin.ts';
export { createProblem } from './problems/save-problem.ts';
export { ensureTags } from './tags/ensure-tags.ts';
export { createContest, type ContestInput } from './contests/index.ts';
export { createTraining } from './trainings/index.ts';
