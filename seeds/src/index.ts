export { seedDemo, problemFieldsOf, type SeedDeps, type SeedOptions } from './seed.ts';
export { demoProblems } from './problems/index.ts';
export type { Bilingual, DemoProblem, GeneratedCase, SourceFile } from './kit/define.ts';
