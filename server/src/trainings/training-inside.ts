import type { Deps } from '../deps.ts';
import { HttpError } from '../http/envelope.ts';
import { authorizeTrainingEntry } from './training-access.ts';
import { trainingHasProblem } from './training.queries.ts';

type Viewer = Parameters<typeof authorizeTrainingEntry>[1];

export const notInTraining = 'The problem does not exist in this training';

/**
 * A problem opened or submitted inside a training (`tid`): the training's entry rule (403 for
 * a private training's non-members, a group training's non-members), then the problem must be
 * one of its public problems. Once this passed, the training decides: a group problem in a group
 * training is open to that group's members here, as a contest opens its problems. Returns the
 * training row.
 */
export const checkTrainingProblem = async (deps: Deps, user: Viewer, tid: number, pid: number) => {
  const training = await authorizeTrainingEntry(deps, user, tid);
  if (!(await trainingHasProblem(deps.sql, tid, pid))) throw new HttpError(404, notInTraining);
  return training;
};

/** The pid a training's display id names (HOJ's submit sends it inside a training). */
export const findTrainingProblemByDisplayId = async (
  deps: Deps,
  tid: number,
  displayId: string,
) => {
  const [row] = await deps.sql<{ pid: number }[]>`
    SELECT pid FROM read.training_problems WHERE tid = ${tid} AND lower(display_id) = lower(${displayId})`;
  return row ? Number(row.pid) : undefined;
};
