import {
  assertNever,
  DomainError,
  type Decider,
  type ProblemEvent,
  type ProblemFields,
  type ProblemSnapshot,
  type TestCaseRef,
} from '@oj/events';
import { assertValidProblem } from './problem.rules.ts';

export type ProblemState =
  | { status: 'none' }
  | { status: 'active'; pid: number; problem: ProblemSnapshot; createdBy: string }
  | { status: 'deleted'; pid: number };

interface Metadata {
  now: string;
  userId: string;
}

export type ProblemCommand =
  | {
      type: 'CreateProblem';
      data: { pid: number; problem: ProblemFields; testCases: TestCaseRef[] };
      metadata: Metadata;
    }
  | {
      type: 'EditProblem';
      data: { pid: number; problem: ProblemFields; testCases: TestCaseRef[] };
      metadata: Metadata;
    }
  | { type: 'DeleteProblem'; data: { pid: number }; metadata: Metadata };

export const problemNotFound = 'The problem does not exist';

/** What a judge caches per case version: content, score and group of each case, in order. */
const caseSignature = (cases: TestCaseRef[]) =>
  cases.map((c) => [c.inputHash, c.outputHash, c.score, c.groupNum].join(':')).join('|');

export const sameCases = (a: TestCaseRef[], b: TestCaseRef[]) =>
  caseSignature(a) === caseSignature(b);

const createProblem = (
  c: Extract<ProblemCommand, { type: 'CreateProblem' }>,
  s: ProblemState,
): ProblemEvent[] => {
  if (s.status !== 'none') throw new DomainError('conflict', 'The problem already exists');
  assertValidProblem(c.data.problem, c.data.testCases);
  const { pid, problem, testCases } = c.data;
  return [
    {
      type: 'ProblemCreated',
      data: {
        ...problem,
        caseVersion: 1,
        testCases,
        pid,
        by: c.metadata.userId,
        at: c.metadata.now,
      },
    },
  ];
};

const editProblem = (
  c: Extract<ProblemCommand, { type: 'EditProblem' }>,
  s: ProblemState,
): ProblemEvent[] => {
  if (s.status !== 'active') throw new DomainError('not_found', problemNotFound);
  assertValidProblem(c.data.problem, c.data.testCases);
  const { pid, problem, testCases } = c.data;
  const old = s.problem;
  const caseVersion = old.caseVersion + (sameCases(old.testCases, testCases) ? 0 : 1);
  return [
    {
      type: 'ProblemEdited',
      data: { ...problem, caseVersion, testCases, pid, by: c.metadata.userId, at: c.metadata.now },
    },
  ];
};

const deleteProblem = (
  c: Extract<ProblemCommand, { type: 'DeleteProblem' }>,
  s: ProblemState,
): ProblemEvent[] => {
  if (s.status !== 'active') throw new DomainError('not_found', problemNotFound);
  return [
    {
      type: 'ProblemDeleted',
      data: {
        pid: c.data.pid,
        problemId: s.problem.problemId,
        by: c.metadata.userId,
        at: c.metadata.now,
      },
    },
  ];
};

const snapshotOf = (data: ProblemSnapshot & { pid: number; by: string; at: string }) => {
  const { pid: _pid, by: _by, at: _at, ...problem } = data;
  return problem;
};

/** The problem aggregate (stream `problem-<pid>`). */
export const problemDecider: Decider<ProblemState, ProblemCommand, ProblemEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, e) => {
    switch (e.type) {
      case 'ProblemCreated':
        return {
          status: 'active',
          pid: e.data.pid,
          problem: snapshotOf(e.data),
          createdBy: e.data.by,
        };
      case 'ProblemEdited':
        return {
          status: 'active',
          pid: e.data.pid,
          problem: snapshotOf(e.data),
          createdBy: state.status === 'active' ? state.createdBy : e.data.by,
        };
      case 'ProblemDeleted':
        return { status: 'deleted', pid: e.data.pid };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateProblem':
        return createProblem(command, state);
      case 'EditProblem':
        return editProblem(command, state);
      case 'DeleteProblem':
        return deleteProblem(command, state);
      default:
        return assertNever(command);
    }
  },
};
