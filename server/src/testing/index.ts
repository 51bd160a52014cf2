export * from './test-site.ts';
export { problemDto, startProblemSite } from '../problems/problem-test-kit.ts';
