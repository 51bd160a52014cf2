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
} as const;

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
  };
};
