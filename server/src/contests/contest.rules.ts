import { DomainError, type ContestFields } from '@oj/events';

/** What the admin form sends; duration and seal time are derived, never trusted. */
export type ContestInput = Omit<ContestFields, 'duration' | 'sealRank' | 'sealRankTime'> & {
  /** Null picks the default: one hour for an ACM contest of an hour or more, else whole. */
  sealRank: number | null;
};

export const contestMessages = {
  title: 'Title is required',
  description: 'Description is required',
  start: 'Start time is required',
  end: 'End time is required',
  time: 'The end time of the contest cannot be earlier than the start time',
  duration: 'The contest duration must be greater than 0',
  password: 'Contest password is required unless the contest is public',
  star: 'Add Star User Error',
  seal: 'The contest is too short for this seal rank time',
  awardNone: 'Add at least one award level',
  awardName: 'Every award level needs a name',
  awardNum: 'The award count must be a whole number of 0 or more',
  awardPercent: 'The award percentages can add up to 100 at most',
  awardColor: 'The award colours must be CSS colours such as #ffd700',
} as const;

const cssColor = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i;

/** Award levels (JUDGING.md): named, counts of 0 or more, percentages adding up to 100 at most. */
const awardLevels = (input: ContestInput) => {
  if (input.awardType === 0) return input.awardConfigList;
  const levels = input.awardConfigList;
  const fail = (message: string) => {
    throw new DomainError('invalid', message);
  };
  if (levels.length === 0) fail(contestMessages.awardNone);
  if (levels.some((a) => a.name.trim() === '')) fail(contestMessages.awardName);
  if (levels.some((a) => !Number.isInteger(a.num) || a.num < 0)) fail(contestMessages.awardNum);
  if (input.awardType === 1 && levels.reduce((sum, a) => sum + a.num, 0) > 100)
    fail(contestMessages.awardPercent);
  if (levels.some((a) => !cssColor.test(a.color.trim()) || !cssColor.test(a.background.trim())))
    fail(contestMessages.awardColor);
  return levels.map((a) => ({ ...a, name: a.name.trim() }));
};

/** Seconds before the end the rank is sealed, per seal choice 0 and 1 (2 seals from the start). */
const sealSpan = [1800, 3600] as const;

/** The spec's default seal choice: ACM of an hour or more seals the last hour, else whole. */
export const defaultSealRank = (type: number, duration: number) =>
  type === 0 && duration >= 3600 ? 1 : 2;

const instant = (iso: string, message: string) => {
  const t = Date.parse(iso);
  if (iso.trim() === '' || Number.isNaN(t)) throw new DomainError('invalid', message);
  return t;
};

/** Star users: trimmed, none blank, none twice. */
const starAccounts = (list: string[]) => {
  const names = list.map((s) => s.trim());
  if (names.some((n) => n === '') || new Set(names).size !== names.length)
    throw new DomainError('invalid', contestMessages.star);
  return names;
};

/**
 * The admin form's rules (spec document 3, "Contest" and "Seal rank choice"), then the
 * derived fields: duration in seconds, the seal choice's default and the seal time.
 */
export const contestFieldsOf = (input: ContestInput): ContestFields => {
  if (input.title.trim() === '') throw new DomainError('invalid', contestMessages.title);
  if (input.description.trim() === '')
    throw new DomainError('invalid', contestMessages.description);
  const start = instant(input.startTime, contestMessages.start);
  const end = instant(input.endTime, contestMessages.end);
  if (end < start) throw new DomainError('invalid', contestMessages.time);
  const duration = Math.floor((end - start) / 1000);
  if (duration <= 0) throw new DomainError('invalid', contestMessages.duration);
  const pwd = input.auth === 0 ? null : (input.pwd ?? '');
  if (pwd !== null && pwd.trim() === '') throw new DomainError('invalid', contestMessages.password);
  const sealRank = input.sealRank ?? defaultSealRank(input.type, duration);
  const span = sealRank === 2 ? undefined : sealSpan[sealRank as 0 | 1];
  if (span !== undefined && duration < span) throw new DomainError('invalid', contestMessages.seal);
  return {
    ...input,
    title: input.title.trim(),
    pwd,
    startTime: new Date(start).toISOString(),
    endTime: new Date(end).toISOString(),
    duration,
    sealRank,
    sealRankTime: new Date(span === undefined ? start : end - span * 1000).toISOString(),
    starAccount: starAccounts(input.starAccount),
    awardConfigList: awardLevels(input),
  };
};
