import type { Request } from 'express';
import { handleCommand, trainingStream, type Role } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireRole } from '../auth/authenticate.ts';
import { HttpError } from '../http/envelope.ts';
import { trainingDecider, type TrainingCommand } from './training.decider.ts';
import {
  assertTrainingEntry,
  isTrainingAdmin,
  noTrainingAccess,
  trainingMissing,
} from './training.policy.ts';
import { findTrainingRow, isTrainingRegistered } from './training.queries.ts';

type Viewer = Parameters<typeof assertTrainingEntry>[0];

/** Decides and appends on `training-<tid>`, then waits until the read models show it. */
export const runTrainingCommand = async (deps: Deps, command: TrainingCommand) => {
  const result = await handleCommand(
    deps.store,
    trainingStream(command.data.tid),
    trainingDecider,
    command,
  );
  await deps.projections.waitFor(result.appended?.position ?? 0);
  return result;
};

/**
 * The signed-in user with one of `roles`, and the training they administer (root, or its
 * author): 404 for a training that does not exist, 403 for someone else's.
 */
export const managedTraining = async (
  deps: Deps,
  req: Request,
  roles: readonly Role[],
  tid: number,
) => {
  const user = requireRole(req, roles);
  const training = await findTrainingRow(deps.sql, tid);
  if (!training || training.gid !== null) throw new HttpError(404, trainingMissing);
  if (!isTrainingAdmin(user, training)) throw new HttpError(403, noTrainingAccess);
  return { user, training, metadata: { now: new Date().toISOString(), userId: user.uid } };
};

/** A training as a viewer may know it: hidden ones exist only for its training admins. */
export const visibleTraining = async (deps: Deps, user: Viewer, tid: number) => {
  const training = await findTrainingRow(deps.sql, tid);
  if (!training || (!training.status && !isTrainingAdmin(user, training)))
    throw new HttpError(404, trainingMissing);
  return training;
};

/**
 * The entry rule of the training pages (problems, rank, problem pages and submissions with
 * `tid`), also the socket's `training:subscribe`: throws the HttpError the answer or ack carries.
 */
export const authorizeTrainingEntry = async (deps: Deps, user: Viewer, tid: number) => {
  const training = await visibleTraining(deps, user, tid);
  const registered = await isTrainingRegistered(deps.sql, tid, user?.uid);
  assertTrainingEntry(user, training, registered);
  return training;
};
