import { problemFields, type TestCaseRef } from '@oj/events';
import { createProblem } from '../src/problems/save-problem.ts';
import type { TestSite } from './test-site.ts';

/** One test case reference (the judge never runs in these tests: the hashes are made up). */
const oneCase: TestCaseRef = {
  index: 1,
  inputName: '1.in',
  outputName: '1.out',
  inputHash: 'a'.repeat(64),
  outputHash: 'b'.repeat(64),
  inputSize: 3,
  outputSize: 1,
  score: 0,
  groupNum: 0,
};

/**
 * A problem straight from the problem events, in a group (`gid`) or on the site (null): what
 * the group problem form appends, without its upload steps. Answers the pid once projected.
 */
export const eventProblem = async (
  site: TestSite,
  o: { problemId: string; gid: number | null; by: string; type?: 0 | 1; title?: string },
) => {
  const made = await createProblem(site.deps, {
    problem: problemFields({
      problemId: o.problemId,
      title: o.title ?? `Title of ${o.problemId}`,
      gid: o.gid,
      type: o.type ?? 0,
    }),
    testCases: [oneCase],
    userId: o.by,
  });
  await site.deps.projections.waitFor(made.position);
  return made.pid;
};
