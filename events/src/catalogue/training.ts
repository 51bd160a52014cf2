import { z } from 'zod';
import type { EventUnion } from './define.ts';

/** HOJ's training auth: a public one is open to everyone, a private one needs its password. */
export const trainingAuths = ['Public', 'Private'] as const;
export type TrainingAuth = (typeof trainingAuths)[number];

/** The largest training (and training problem) rank: HOJ's int column. */
export const maxTrainingRank = 2_147_483_647;

/**
 * Everything an admin sets on a training (HOJ's Training entity and its category mapping,
 * minus what the server owns). `gid` is the group of a group training, null on the site, so
 * group trainings reuse this model as they are.
 */
export const trainingFieldsSchema = z.object({
  title: z.string(),
  /** Markdown. */
  description: z.string(),
  auth: z.enum(trainingAuths),
  /** Null for a public training. */
  privatePwd: z.string().nullable(),
  /** Order of the lists, ascending (0..2147483647). */
  rank: z.number().int().min(0).max(maxTrainingRank),
  /** HOJ's `status`: shown in the public list. */
  status: z.boolean(),
  categoryId: z.number().int().positive().nullable(),
  gid: z.number().int().positive().nullable(),
});
export type TrainingFields = z.infer<typeof trainingFieldsSchema>;

const tid = z.number().int().positive();
const pid = z.number().int().positive();
const by = { by: z.string(), at: z.string() };

export const trainingEventSchemas = {
  /** Appended by a training manager creating a training. */
  TrainingCreated: trainingFieldsSchema.extend({
    tid,
    uid: z.string(),
    /** The author's username (HOJ keys training ownership by it; `uid` is what we check). */
    author: z.string(),
    at: z.string(),
  }),
  /**
   * Appended by a training admin saving the training form; a full snapshot.
   * `registrationsReset`: a private training's password changed, so every registration made
   * before is void (HOJ clears them) and members enter the new password.
   */
  TrainingEdited: trainingFieldsSchema.extend({ tid, registrationsReset: z.boolean(), ...by }),
  /** Appended by a training admin deleting a training; it leaves every list. */
  TrainingDeleted: z.object({ tid, ...by }),
  /** Appended when a training admin flips the visible switch of the admin list. */
  TrainingStatusChanged: z.object({ tid, status: z.boolean(), ...by }),
  /** Appended when a training admin adds a public problem to the training. */
  TrainingProblemAdded: z.object({
    tid,
    pid,
    /** The training problem's own id (HOJ's TrainingProblem.id). */
    id: z.number().int().positive(),
    displayId: z.string(),
    rank: z.number().int().min(0).max(maxTrainingRank),
    ...by,
  }),
  /** Appended when a training admin changes a problem's order in the training. */
  TrainingProblemRankChanged: z.object({
    tid,
    pid,
    rank: z.number().int().min(0).max(maxTrainingRank),
    ...by,
  }),
  /** Appended when a training admin removes a problem from the training. */
  TrainingProblemRemoved: z.object({ tid, pid, ...by }),
};

export type TrainingEvent = EventUnion<typeof trainingEventSchemas>;
export const trainingStream = (tid: number) => `training-${tid}`;

const categoryId = z.number().int().positive();

export const trainingCategoryEventSchemas = {
  /** Appended by a training manager creating a category (site: gid null). */
  TrainingCategoryCreated: z.object({
    id: categoryId,
    name: z.string(),
    /** CSS colour of the category tag. */
    color: z.string(),
    gid: z.number().int().positive().nullable(),
    ...by,
  }),
  /** Appended when a training manager renames or recolours a category. */
  TrainingCategoryEdited: z.object({ id: categoryId, name: z.string(), color: z.string(), ...by }),
  /** Appended when a training manager deletes a category; its trainings keep no category. */
  TrainingCategoryDeleted: z.object({ id: categoryId, ...by }),
};

export type TrainingCategoryEvent = EventUnion<typeof trainingCategoryEventSchemas>;
export const trainingCategoryStream = (id: number) => `trainingCategory-${id}`;

export const trainingRegistrationEventSchemas = {
  /**
   * Appended when a user enters a private training's password. `epoch` is the training's
   * password epoch at that moment (see `TrainingEdited.registrationsReset`).
   */
  TrainingRegistered: z.object({
    tid,
    uid: z.string(),
    epoch: z.number().int().min(0),
    at: z.string(),
  }),
};

export type TrainingRegistrationEvent = EventUnion<typeof trainingRegistrationEventSchemas>;
export const trainingRegistrationStream = (tid: number, uid: string) =>
  `trainingRegistration-${tid}-${uid}`;
