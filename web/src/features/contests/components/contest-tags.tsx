import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';
import { authLook, statusLook, typeName } from '../contest-looks';
import { durationParts } from '../contest-time';

const pill =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset';

/** Public, private or protected, with what it means in the title. */
export function AuthTag({ auth }: { auth: number }) {
  const { _ } = useLingui();
  const look = authLook(auth);
  return (
    <span className={cn(pill, look.tone)} title={_(look.hintId)}>
      {auth !== 0 && <Icon name="shield" className="size-3" />}
      {_(look.labelId)}
    </span>
  );
}

export function StatusBadge({ status, className }: { status: number; className?: string }) {
  const { _ } = useLingui();
  const look = statusLook(status);
  return (
    <span className={cn(pill, look.badge, className)}>
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', look.dot)} />
      {_(look.labelId)}
    </span>
  );
}

/**
 * ACM or OI. The OI badge explains on hover and focus whether the rank counts each
 * problem's most recent or highest score (oiRankScoreType).
 */
export function TypeBadge({ type, oiRankScoreType }: { type: number; oiRankScoreType?: string }) {
  const { _ } = useLingui();
  const tipId = useId();
  const name = typeName(type);
  const tone =
    type === 0
      ? 'bg-indigo-50 text-indigo-700 ring-indigo-200'
      : 'bg-fuchsia-50 text-fuchsia-700 ring-fuchsia-200';
  if (type === 0 || oiRankScoreType === undefined)
    return <span className={cn(pill, tone)}>{name}</span>;
  const tip = _(
    oiRankScoreType === 'Highest' ? 'contest.oi-rank-highest' : 'contest.oi-rank-recent',
  );
  return (
    <span className="group relative inline-flex">
      <span tabIndex={0} aria-describedby={tipId} className={cn(pill, tone, 'cursor-help')}>
        {name}
        <Icon name="info" className="size-3" />
      </span>
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none absolute top-full left-1/2 z-20 mt-1.5 w-max max-w-60 -translate-x-1/2 rounded-md bg-slate-800 px-2.5 py-1.5 text-xs font-normal text-white opacity-0 shadow-lg transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
      >
        {tip}
      </span>
    </span>
  );
}

/** A duration in seconds as "2 days 3 hours" / "2 天 3 小时" (zero parts left out). */
export function useDurationText() {
  const { _ } = useLingui();
  return (seconds: number) => {
    const { days, hours, minutes } = durationParts(seconds);
    const parts = [
      days > 0 && _('contest.unit.day', { n: days }),
      hours > 0 && _('contest.unit.hour', { n: hours }),
      minutes > 0 && _('contest.unit.minute', { n: minutes }),
    ].filter((part): part is string => typeof part === 'string');
    return parts.length > 0 ? parts.join(' ') : _('contest.unit.minute', { n: 0 });
  };
}
