/** The problems area: the admin problem API, test data and checker compiles. */
export { registerProblemRoutes as registerProblemArea } from './problems.routes.ts';
/** What the problem import/export area (and contest-only problems) reuse: the form's schema, rules and saving. */
export { problemDtoSchema, toProblemFields, type ProblemDto } from './problem.dto.ts';
export { assertValidProblem } from './problem.rules.ts';
export { evenScores, isSubtaskMode } from './problem-cases.ts';
export {
  assertDisplayIdFree,
  createProblem,
  deleteProblem,
  editProblem,
  loadActiveProblem,
} from './save-problem.ts';
/** What the contests area's contest-only problem form reuses: the form's checks. */
export { prepareProblem } from './problem-admin.routes.ts';
/** What a group contest's own problem form reuses: HOJ's group limits and short-name prefix. */
export { assertGroupLimits, prefixedDisplayId } from './group-problem.rules.ts';
