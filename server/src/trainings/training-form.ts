import { z } from 'zod';
import { maxTrainingRank, type TrainingFields } from '@oj/events';
import { HttpError } from '../http/envelope.ts';
import { text } from '../http/validate.ts';
import { trainingLimits } from './training.policy.ts';

/** A training id in a query or body (HOJ's client sends route params as strings). */
export const tidField = z.coerce
  .number({ error: 'tid is required' })
  .int('tid is required')
  .positive('tid is required');
const rankMessage = `Rank must be an integer from 0 to ${maxTrainingRank}`;

/** A rank (training or training problem): 0..2147483647, `fallback` when absent. */
export const rankField = (fallback: number) =>
  z.coerce
    .number({ error: rankMessage })
    .int(rankMessage)
    .min(0, rankMessage)
    .max(maxTrainingRank, rankMessage)
    .optional()
    .default(fallback);

// HOJ clients send the whole Training entity (author, times, isGroup too); only these are taken.
const trainingPart = z.object(
  {
    id: z.coerce.number().int().positive().optional(),
    title: text('Title', { max: trainingLimits.title }),
    // Not trimmed: leading spaces are markdown (an indented code block).
    description: z
      .string({ error: 'Description is required' })
      .max(
        trainingLimits.description,
        `Description can be at most ${trainingLimits.description} characters`,
      )
      .refine((s) => s.trim() !== '', 'Description is required'),
    auth: z.enum(['Public', 'Private'], { error: 'Auth must be Public or Private' }),
    privatePwd: z
      .string()
      .max(
        trainingLimits.password,
        `The training password can be at most ${trainingLimits.password} characters`,
      )
      .nullable()
      .optional(),
    rank: rankField(1000),
    status: z.boolean({ error: 'Status must be true or false' }).optional().default(true),
    gid: z.coerce.number().int().positive().nullable().optional(),
  },
  { error: 'The training is required' },
);

const categoryPart = z.object(
  {
    id: z.coerce.number().int().positive().nullable().optional(),
    name: z.string().trim().max(trainingLimits.categoryName).nullable().optional(),
    color: z.string().trim().max(trainingLimits.color).nullable().optional(),
  },
  { error: 'Please choose a training category' },
);

/** HOJ's TrainingDTO: `{training, trainingCategory}`. */
export const trainingBody = z.object({ training: trainingPart, trainingCategory: categoryPart });
export type TrainingBody = z.infer<typeof trainingBody>;

/**
 * The event fields of a checked form (its category resolved by the route). `gid` is the group of
 * a group training, taken from the training (or, on create, the checked group), never trusted
 * from a later form.
 */
export const trainingFieldsOf = (
  b: TrainingBody,
  categoryId: number,
  gid: number | null = null,
): TrainingFields => {
  const t = b.training;
  if (t.auth === 'Private' && (t.privatePwd ?? '').trim() === '')
    throw new HttpError(400, 'A private training needs a password');
  return {
    title: t.title,
    description: t.description,
    auth: t.auth,
    privatePwd: t.auth === 'Private' ? (t.privatePwd ?? null) : null,
    rank: t.rank,
    status: t.status,
    categoryId,
    gid,
  };
};
