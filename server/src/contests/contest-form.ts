import { z } from 'zod';
import { contestMessages as m, type ContestInput } from './contest.rules.ts';

const flag = (fallback: boolean) =>
  z
    .boolean()
    .nullish()
    .transform((v) => v ?? fallback);
const choice = (label: string, max: number, fallback = 0) =>
  z.coerce
    .number({ error: `${label} must be an integer from 0 to ${max}` })
    .int(`${label} must be an integer from 0 to ${max}`)
    .min(0, `${label} must be an integer from 0 to ${max}`)
    .max(max, `${label} must be an integer from 0 to ${max}`)
    .nullish()
    .transform((v) => v ?? fallback);
const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

const award = z.object({
  priority: z.coerce
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? 0),
  name: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  background: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  color: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  num: z.coerce
    .number()
    .int()
    .min(0)
    .nullish()
    .transform((v) => v ?? 0),
});

/**
 * HOJ's admin contest body (the whole Contest entity: uid, author, status and times are sent
 * back too; only what an admin sets is taken). Rules that need several fields (times, seal,
 * password, star users) are the decider's, so they hold for every caller.
 */
export const contestBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  title: z.string({ error: m.title }),
  description: z.string({ error: m.description }),
  source: optionalText.transform((v) => v ?? ''),
  type: choice('Type', 2),
  auth: choice('Auth', 2),
  pwd: optionalText,
  startTime: z.string({ error: m.start }),
  endTime: z.string({ error: m.end }),
  // HOJ's own client sends a boolean here; anything but a choice takes the spec's default.
  sealRank: z
    .union([z.number().int().min(0).max(2), z.boolean(), z.null()])
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null)),
  autoRealRank: flag(true),
  openPrint: flag(false),
  openRank: flag(false),
  rankShowName: z
    .enum(['username', 'nickname', 'realname'], {
      error: 'rankShowName must be username, nickname or realname',
    })
    .nullish()
    .transform((v) => v ?? 'username'),
  openAccountLimit: flag(false),
  accountLimitRule: optionalText,
  starAccount: z
    .array(z.string({ error: m.star }), { error: m.star })
    .nullish()
    .transform((v) => v ?? []),
  oiRankScoreType: z
    .enum(['Recent', 'Highest'], { error: 'oiRankScoreType must be Recent or Highest' })
    .nullish()
    .transform((v) => v ?? 'Recent'),
  awardType: choice('Award type', 2),
  awardConfigList: z
    .array(award)
    .nullish()
    .transform((v) => v ?? []),
  allowEndSubmit: flag(false),
  visible: flag(true),
});

/** The decider's input from a parsed body (site contests: no group yet). */
export const contestInputOf = (b: z.infer<typeof contestBody>): ContestInput => {
  const { id: _id, ...rest } = b;
  return { ...rest, gid: null };
};
