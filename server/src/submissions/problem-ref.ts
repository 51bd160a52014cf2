import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { HttpError } from '../http/envelope.ts';
import { findProblemByDisplayId } from '../problems/problem.queries.ts';
import { findContestProblemByDisplayId } from '../contests/index.ts';
import { findTrainingProblemByDisplayId } from '../trainings/index.ts';

const missing = 'Problem ID is required';

/**
 * The problem a submission names. Our web client (and HOJ's test judge) sends the internal
 * pid as a JSON number; HOJ's submit sends a string: the problem's problemId ("P1000"), or in
 * a contest the problem's display id there ("A"). The JSON type decides, never the digits:
 * a string is always resolved as HOJ does, so "1000" names the problem whose problemId is
 * "1000" (or contest letter "1000"), never pid 1000, which may be another problem.
 */
export const problemRef = z.union(
  [z.number().int().positive(missing), z.string().trim().min(1, missing)],
  {
    error: missing,
  },
);

/** The internal pid a reference names; a string naming nothing is a missing problem. */
export const resolvePid = async (deps: Deps, ref: number | string, cid: number, tid?: number) => {
  if (typeof ref === 'number') return ref;
  // Inside a training HOJ sends the training's display id (by default the problem id).
  const inTraining = tid ? await findTrainingProblemByDisplayId(deps, tid, ref) : undefined;
  if (inTraining !== undefined) return inTraining;
  const row =
    cid !== 0
      ? await findContestProblemByDisplayId(deps.sql, cid, ref)
      : await findProblemByDisplayId(deps.sql, ref);
  if (!row) throw new HttpError(404, 'The problem does not exist');
  return Number(row.pid);
};
