export * from './define-projection.ts';
export * from './runner.ts';
export { allProjections, projectionsFor } from './all.ts';
export { auditChainProjection } from './audit-chain.projection.ts';
export type { ProblemReadRow } from './problems.projection.ts';
export type { ContestReadRow } from './contests.projection.ts';
export type { TrainingReadRow } from './trainings.projection.ts';
export type { TrainingResultRow } from './training-progress.projection.ts';
