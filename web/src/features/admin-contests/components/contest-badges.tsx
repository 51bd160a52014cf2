import { useLingui } from '@lingui/react';
import { cn } from '../../../lib/cn';

const chip =
  'inline-flex items-center rounded-md px-1.5 py-0.5 text-xs font-medium whitespace-nowrap';

/** ACM or OI. */
export function RuleBadge({ type }: { type: number }) {
  return (
    <span
      className={cn(chip, type === 1 ? 'bg-violet-50 text-violet-700' : 'bg-sky-50 text-sky-700')}
    >
      {type === 1 ? 'OI' : 'ACM'}
    </span>
  );
}

const authIds = [
  'admin-contests.auth-public',
  'admin-contests.auth-private',
  'admin-contests.auth-protected',
];
const authLooks = [
  'bg-emerald-50 text-emerald-700',
  'bg-rose-50 text-rose-700',
  'bg-amber-50 text-amber-700',
];

/** Public, private or protected. */
export function AuthBadge({ auth }: { auth: number }) {
  const { _ } = useLingui();
  return (
    <span className={cn(chip, authLooks[auth] ?? authLooks[0])}>
      {_(authIds[auth] ?? 'admin-contests.auth-public')}
    </span>
  );
}

const statusLooks: Record<number, [string, string]> = {
  [-1]: ['admin-contests.status-scheduled', 'bg-sky-500'],
  0: ['admin-contests.status-running', 'bg-emerald-500'],
  1: ['admin-contests.status-ended', 'bg-slate-400'],
};

/** Scheduled, running or ended, with a dot in the status colour. */
export function StatusBadge({ status }: { status: number }) {
  const { _ } = useLingui();
  const [id, dot] = statusLooks[status] ?? statusLooks[1]!;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm whitespace-nowrap text-slate-700">
      <span aria-hidden="true" className={cn('size-2 rounded-full', dot)} />
      {_(id)}
    </span>
  );
}
