import {
  DomainError,
  foldEvents,
  handleCommand,
  nextId,
  problemStream,
  reservationDecider,
  reservationStream,
  type ProblemFields,
  type TestCaseRef,
} from '@oj/events';
import type { Deps } from '../deps.ts';
import { problemDecider, problemNotFound, type ProblemState } from './problem.decider.ts';
import { displayIdUsed } from './problem.queries.ts';

export const problemIdTaken = 'The problem_id already exists';

type SaveDeps = Pick<Deps, 'store' | 'sql'>;
type Actor = { userId: string };
const sameId = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const reservation = (deps: SaveDeps, value: string, pid: number) => ({
  reserve: () =>
    handleCommand(deps.store, reservationStream('problemId', value), reservationDecider, {
      type: 'Reserve',
      value,
      ownerId: String(pid),
      takenMessage: problemIdTaken,
    }),
  release: () =>
    handleCommand(deps.store, reservationStream('problemId', value), reservationDecider, {
      type: 'Release',
      value,
      ownerId: String(pid),
    }),
});

/** The problem's current state, folded from its stream. */
export const loadProblem = async (deps: SaveDeps, pid: number): Promise<ProblemState> =>
  foldEvents(problemDecider, await deps.store.readStream(problemStream(pid)));

/** A problem that exists, with who created it (for the policy). */
export const loadActiveProblem = async (deps: SaveDeps, pid: number) => {
  const state = await loadProblem(deps, pid);
  if (state.status !== 'active') throw new DomainError('not_found', problemNotFound);
  return { ...state.problem, createdBy: state.createdBy };
};

/** Fails early (before test data is written) on a display id the read model shows as taken. */
export const assertDisplayIdFree = async (deps: SaveDeps, problemId: string, pid = 0) => {
  if (await displayIdUsed(deps.sql, problemId, pid))
    throw new DomainError('conflict', problemIdTaken);
};

const positionOf = (r: { appended: { position: number } | undefined }) => r.appended?.position ?? 0;

/**
 * Creation across two streams: reserve the display id, then create the problem; a failed
 * creation releases the id so it stays free for someone else.
 */
export const createProblem = async (
  deps: SaveDeps,
  input: { problem: ProblemFields; testCases: TestCaseRef[] } & Actor,
): Promise<{ pid: number; position: number }> => {
  const pid = await nextId(deps.sql, 'problem');
  const id = reservation(deps, input.problem.problemId, pid);
  await id.reserve();
  try {
    const result = await handleCommand(deps.store, problemStream(pid), problemDecider, {
      type: 'CreateProblem',
      data: { pid, problem: input.problem, testCases: input.testCases },
      metadata: { now: new Date().toISOString(), userId: input.userId },
    });
    return { pid, position: positionOf(result) };
  } catch (error) {
    await id.release();
    throw error;
  }
};

/** An edit; a renamed display id is reserved first and the old one released after. */
export const editProblem = async (
  deps: SaveDeps,
  input: {
    pid: number;
    previousId: string;
    problem: ProblemFields;
    testCases: TestCaseRef[];
  } & Actor,
): Promise<{ position: number }> => {
  const { pid, previousId, problem } = input;
  const renamed = !sameId(previousId, problem.problemId);
  const next = reservation(deps, problem.problemId, pid);
  if (renamed) await next.reserve();
  let result;
  try {
    result = await handleCommand(deps.store, problemStream(pid), problemDecider, {
      type: 'EditProblem',
      data: { pid, problem, testCases: input.testCases },
      metadata: { now: new Date().toISOString(), userId: input.userId },
    });
  } catch (error) {
    if (renamed) await next.release();
    throw error;
  }
  if (renamed) await reservation(deps, previousId, pid).release();
  return { position: positionOf(result) };
};

/** Deletes the problem, then frees its display id. */
export const deleteProblem = async (
  deps: SaveDeps,
  input: { pid: number } & Actor,
): Promise<{ position: number }> => {
  const problem = await loadActiveProblem(deps, input.pid);
  const result = await handleCommand(deps.store, problemStream(input.pid), problemDecider, {
    type: 'DeleteProblem',
    data: { pid: input.pid },
    metadata: { now: new Date().toISOString(), userId: input.userId },
  });
  await reservation(deps, problem.problemId, input.pid).release();
  return { position: positionOf(result) };
};
