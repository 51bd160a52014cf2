import type { ContestStatus } from './contest-time';

/** How a status looks: its name, the list row's left border, a badge, a dot, bar and text. */
export interface StatusLook {
  labelId: string;
  border: string;
  badge: string;
  dot: string;
  bar: string;
  text: string;
}

export const statusLooks: Record<ContestStatus, StatusLook> = {
  [-1]: {
    labelId: 'contest.status.scheduled',
    border: 'border-l-sky-500',
    badge: 'bg-sky-50 text-sky-700 ring-sky-200',
    dot: 'bg-sky-500',
    bar: 'bg-sky-500',
    text: 'text-sky-700',
  },
  0: {
    labelId: 'contest.status.running',
    border: 'border-l-emerald-500',
    badge: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
    dot: 'bg-emerald-500',
    bar: 'bg-emerald-500',
    text: 'text-emerald-700',
  },
  1: {
    labelId: 'contest.status.ended',
    border: 'border-l-slate-300',
    badge: 'bg-slate-100 text-slate-600 ring-slate-200',
    dot: 'bg-slate-400',
    bar: 'bg-slate-400',
    text: 'text-slate-500',
  },
};

/** A status from the server, where anything unexpected reads as ended. */
export const statusLook = (status: number): StatusLook =>
  status === -1 || status === 0 ? statusLooks[status] : statusLooks[1];

/** Contest auth: 0 public, 1 private (password to enter), 2 protected (password to submit). */
export const authLooks: Record<number, { labelId: string; tone: string; hintId: string }> = {
  0: {
    labelId: 'contest.auth.public',
    tone: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
    hintId: 'contest.auth.public-hint',
  },
  1: {
    labelId: 'contest.auth.private',
    tone: 'bg-red-50 text-red-700 ring-red-200',
    hintId: 'contest.auth.private-hint',
  },
  2: {
    labelId: 'contest.auth.protected',
    tone: 'bg-amber-50 text-amber-700 ring-amber-200',
    hintId: 'contest.auth.protected-hint',
  },
};

export const authLook = (auth: number) => authLooks[auth] ?? authLooks[0]!;

/** The rule badge: 0 ACM, 1 OI (KAOYAN shows as OI-like scores elsewhere; here as its name). */
export const typeName = (type: number) => (type === 0 ? 'ACM' : type === 1 ? 'OI' : 'KAOYAN');

/** The outside scoreboard of a contest with open rank, by rule. */
export const scoreboardPath = (contest: { id: number; type: number }) =>
  `/contest/${contest.type === 1 ? 'oi' : 'acm'}-scoreboard/${contest.id}`;

/** Accepted share in percent, or null when the counts are hidden (no real-time rank). */
export function acRate(ac: number | null | undefined, total: number | null | undefined) {
  if (ac === null || ac === undefined || total === null || total === undefined) return null;
  return total > 0 ? (ac / total) * 100 : 0;
}
