/** The problems area: the admin problem API, test data and checker compiles. */
export { registerProblemRoutes as registerProblemArea } from './problems.routes.ts';
