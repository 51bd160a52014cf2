import type { Request } from 'express';
import { handleCommand, trainingStream, type Role } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireRole, requireUser } from '../auth/authenticate.ts';
import { assertGroup, groupLevelOf, type GroupLevel } from '../groups/index.ts';
import { groupMessages } from '../groups/group.policy.ts';
import { HttpError } from '../http/envelope.ts';
import { trainingDecider, type TrainingCommand } from './training.decider.ts';
import {
  assertTrainingEntry,
  isTrainingAdmin,
  mayEnterGroupTraining,
  noTrainingAccess,
  trainingMissing,
} from './training.policy.ts';
import { findTrainingRow, isTrainingRegistered, type TrainingRow } from './training.queries.ts';

type Viewer = Parameters<typeof assertTrainingEntry>[0];

/** A training as one viewer may know it: their level in its group and whether they administer it. */
export type ViewedTraining = TrainingRow & { level: GroupLevel; isAdmin: boolean };

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

const metadataOf = (uid: string) => ({ now: new Date().toISOString(), userId: uid });

/**
 * The viewer's level in a group training's group, which must exist (404 otherwise, a banned one
 * only for the super admin); 0 for a site training, where no group is asked.
 */
export const trainingGroupLevel = async (
  deps: Deps,
  user: Viewer,
  t: Pick<TrainingRow, 'gid'>,
): Promise<GroupLevel> => {
  if (t.gid === null || user === null) return 0;
  await assertGroup(deps.sql, Number(t.gid), user.role);
  return groupLevelOf(deps.sql, Number(t.gid), user);
};

/**
 * A group training belongs to its group (spec 3 section 6): anonymous viewers get 401, anyone
 * below member (3) 403, before anything of the training is told. Answers the viewer's level.
 */
const assertGroupMember = async (deps: Deps, user: Viewer, t: TrainingRow) => {
  if (t.gid === null) return 0;
  if (user === null) throw new HttpError(401, 'Please login first');
  const level = await trainingGroupLevel(deps, user, t);
  if (!mayEnterGroupTraining(level)) throw new HttpError(403, groupMessages.notMember);
  return level;
};

/**
 * The signed-in user with one of `roles`, and the site training they administer (root, or its
 * author): 404 for a training that does not exist or is a group's, 403 for someone else's.
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
  if (!isTrainingAdmin(user, training, 0)) throw new HttpError(403, noTrainingAccess);
  return { user, training, metadata: metadataOf(user.uid) };
};

/**
 * The signed-in user and the group training they administer (the group's root, its author while
 * a group admin, the super admin): 404 for a missing training or a site one, 403 otherwise.
 */
export const managedGroupTraining = async (deps: Deps, req: Request, tid: number) => {
  const user = requireUser(req);
  const training = await findTrainingRow(deps.sql, tid);
  if (!training || training.gid === null) throw new HttpError(404, trainingMissing);
  const level = await trainingGroupLevel(deps, user, training);
  if (!isTrainingAdmin(user, training, level)) throw new HttpError(403, noTrainingAccess);
  return { user, training, level, metadata: metadataOf(user.uid) };
};

/**
 * A training as a viewer may know it: a group training only for its group's members; a hidden
 * one exists only for its training admins.
 */
export const visibleTraining = async (
  deps: Deps,
  user: Viewer,
  tid: number,
): Promise<ViewedTraining> => {
  const training = await findTrainingRow(deps.sql, tid);
  if (!training) throw new HttpError(404, trainingMissing);
  const level = await assertGroupMember(deps, user, training);
  const isAdmin = isTrainingAdmin(user, training, level);
  if (!training.status && !isAdmin) throw new HttpError(404, trainingMissing);
  return { ...training, level, isAdmin };
};

/**
 * The entry rule of the training pages (problems, rank, problem pages and submissions with
 * `tid`, the full-screen strip), also the socket's `training:subscribe`: throws the HttpError
 * the answer or ack carries.
 */
export const authorizeTrainingEntry = async (deps: Deps, user: Viewer, tid: number) => {
  const training = await visibleTraining(deps, user, tid);
  const registered = await isTrainingRegistered(deps.sql, tid, user?.uid);
  assertTrainingEntry(user, training, registered, training.isAdmin);
  return training;
};
