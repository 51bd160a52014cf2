import { z } from 'zod';
import { HttpError } from '../http/envelope.ts';
import { instant, optionalInstant } from '../http/validate.ts';
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

/** Caps on the form's lists: each is folded into every board of the contest. */
const MAX_STAR_ACCOUNTS = 1000;
const MAX_AWARDS = 50;

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
  // HOJ's Integer: 0 for an original contest, else the cloned contest's id (ours: '' or id).
  source: z
    .union([z.number().int(), z.string()])
    .optional()
    .transform((v) => (v === undefined || v === 0 || v === '0' ? '' : String(v))),
  type: choice('Type', 2),
  auth: choice('Auth', 2),
  pwd: optionalText,
  startTime: instant(m.start),
  endTime: instant(m.end),
  // Our form sends the choice (0, 1, 2); HOJ's client a boolean plus the seal time itself.
  sealRank: z
    .union([z.number().int().min(0).max(2), z.boolean()], {
      error: 'sealRank must be 0, 1, 2 or a boolean',
    })
    .optional(),
  sealRankTime: optionalInstant('The seal rank time must be a date'),
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
    .max(MAX_STAR_ACCOUNTS, `At most ${MAX_STAR_ACCOUNTS} star users are allowed`)
    .nullish()
    .transform((v) => v ?? []),
  oiRankScoreType: z
    .enum(['Recent', 'Highest'], { error: 'oiRankScoreType must be Recent or Highest' })
    .nullish()
    .transform((v) => v ?? 'Recent'),
  awardType: choice('Award type', 2),
  awardConfigList: z
    .array(award)
    .max(MAX_AWARDS, `At most ${MAX_AWARDS} award levels are allowed`)
    .nullish()
    .transform((v) => v ?? []),
  allowEndSubmit: flag(false),
  visible: flag(true),
});

type ContestBody = z.infer<typeof contestBody>;

export const sealTimeMessages = {
  outside: 'The seal rank time must be between the start time and the end time',
  choice: 'The seal rank time must be the start time, or half an hour or an hour before the end',
};

/**
 * The seal choice of a body. HOJ's client sends `sealRank: true` with the instant it computed
 * from its own three options (start, end - 1 h, end - 30 min); that instant picks the same
 * choice here, so the board seals at the minute the admin chose. The board can only seal at
 * those three instants (spec 3, seal rank choice), so any other instant inside the contest is
 * refused rather than moved. `false` or no time (HOJ's form without a seal) takes the spec's
 * default, as before.
 */
const sealChoiceOf = (b: ContestBody): number | null => {
  if (typeof b.sealRank === 'number') return b.sealRank;
  if (b.sealRank !== true || b.sealRankTime === undefined) return null;
  const [at, start, end] = [b.sealRankTime, b.startTime, b.endTime].map(Date.parse) as [
    number,
    number,
    number,
  ];
  // A missing or reversed time: the decider answers with its own message.
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return null;
  if (at < start || at > end) throw new HttpError(400, sealTimeMessages.outside);
  const near = (t: number) => Math.abs(at - t) < 1000;
  if (near(start)) return 2;
  if (near(end - 3_600_000)) return 1;
  if (near(end - 1_800_000)) return 0;
  throw new HttpError(400, sealTimeMessages.choice);
};

/** The decider's input from a parsed body (site contests: no group yet). */
export const contestInputOf = (b: ContestBody): ContestInput => {
  const { id: _id, sealRankTime: _at, ...rest } = b;
  return { ...rest, sealRank: sealChoiceOf(b), gid: null };
};
