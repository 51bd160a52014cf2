import type { Role } from '@oj/events';
import type { UserRow } from '../accounts/user.queries.ts';
import { groupLevels, type GroupLevel } from '../groups/index.ts';
import { HttpError } from '../http/envelope.ts';

/**
 * Who may create trainings and open the admin training pages (contract notes: admin,
 * problem_admin and root). Opening the pages is not administering a training: on a training
 * they did not author, these roles are ordinary viewers (`isTrainingAdmin`).
 */
export const trainingManagers: readonly Role[] = ['root', 'admin', 'problem_admin'];
/** Who removes a problem from a training and manages categories (contract: problem_admin, root). */
export const trainingProblemRemovers: readonly Role[] = ['root', 'problem_admin'];
export const trainingCategoryManagers: readonly Role[] = ['root', 'problem_admin'];

/** What the training policy needs of a training row. */
export interface TrainingAccessFields {
  uid: string;
  auth: string;
  status: boolean;
  /** The group of a group training, null on the site (a bigint column may read as a string). */
  gid: number | string | null;
}

type Viewer = Pick<UserRow, 'uid' | 'role'> | null;

export const trainingMissing = 'The training does not exist';
export const noTrainingAccess = 'Sorry, you do not have permission for this training';
export const registerTrainingFirst =
  'This training is private: please register with its password first';

/**
 * THE training-admin rule (spec 2 section 6, spec 3 section 6). Every training-admin decision
 * asks this one function: editing, hidden trainings, private ones without a password, real
 * names in the rank, the registrations list. The super admin (root) administers every
 * training. A site training: its author (by uid; the author name is display only). A group
 * training: the group's root administers every one, its other admins only their own; `level` is
 * the viewer's level in the training's group (`groupLevelOf`, 0 for a site training), so an
 * author who is no longer a group admin no longer administers it.
 */
export const isTrainingAdmin = (
  user: Viewer,
  t: Pick<TrainingAccessFields, 'uid' | 'gid'>,
  level: GroupLevel,
): boolean => {
  if (user === null) return false;
  if (user.role === 'root') return true;
  if (t.gid === null) return t.uid === user.uid;
  return level >= groupLevels.root || (level >= groupLevels.admin && t.uid === user.uid);
};

/** Who creates a group training: the group's admins and roots (level 4+, the super admin too). */
export const mayCreateGroupTraining = (level: GroupLevel) => level >= groupLevels.admin;

/** Who reads a group training and everything under its tid: its group's members (3+). */
export const mayEnterGroupTraining = (level: GroupLevel) => level >= groupLevels.member;

/**
 * The admin training list under the same rule: root administers every training, anyone else
 * only the ones they authored. Answers the author uid to filter by, undefined for all.
 */
export const administeredTrainingsOwner = (user: NonNullable<Viewer>): string | undefined =>
  user.role === 'root' ? undefined : user.uid;

/** Access to the inside without a password: public trainings, members and training admins. */
export const hasTrainingAccess = (
  t: Pick<TrainingAccessFields, 'auth'>,
  registered: boolean,
  admin: boolean,
): boolean => t.auth === 'Public' || registered || admin;

/**
 * Whether a viewer may read the inside of a training (problems, rank, submit with `tid`):
 * training admins (`admin`, from `isTrainingAdmin`) always; others only a visible training, and
 * a private one only once registered with its password. Throws the answer. A group training's
 * membership is checked before this (training-access.ts).
 */
export const assertTrainingEntry = (
  user: Viewer,
  t: TrainingAccessFields,
  registered: boolean,
  admin: boolean,
): void => {
  if (admin) return;
  if (!t.status) throw new HttpError(404, trainingMissing);
  if (t.auth !== 'Private') return;
  if (!user) throw new HttpError(401, 'Please login first');
  if (!registered) throw new HttpError(403, registerTrainingFirst);
};

/** Limits of the training forms, enforced at the edge with these messages. */
export const trainingLimits = {
  title: 500,
  description: 65_535,
  password: 100,
  categoryName: 100,
  color: 50,
  displayId: 100,
} as const;
