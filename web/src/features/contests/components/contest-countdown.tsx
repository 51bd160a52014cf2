import { useLingui } from '@lingui/react';
import { cn } from '../../../lib/cn';
import { statusLooks } from '../contest-looks';
import { countdown, humanizeFromNow, progressPercent, statusAt } from '../contest-time';

export interface ContestClockProps {
  now: number;
  start: number;
  end: number;
}

/** The progress bar between the start and end times (0, elapsed share, 100). */
export function ContestProgress({ now, start, end }: ContestClockProps) {
  const { _ } = useLingui();
  const percent = progressPercent(now, start, end);
  const look = statusLooks[statusAt(now, start, end)];
  return (
    <div
      role="progressbar"
      aria-label={_('contest.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-1000', look.bar)}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

/** Time to the start, time left, or 00:00:00 and Ended (spec section 4). */
export function ContestCountdown({ now, start, end }: ContestClockProps) {
  const { _, i18n } = useLingui();
  const c = countdown(now, start, end);
  const label = c.far
    ? _('contest.status.scheduled')
    : c.phase === 'scheduled'
      ? _('contest.countdown.to-start')
      : c.phase === 'running'
        ? _('contest.countdown.left')
        : _('contest.status.ended');
  const look = statusLooks[c.phase === 'scheduled' ? -1 : c.phase === 'running' ? 0 : 1];
  return (
    <div className="flex flex-col items-center gap-0.5" data-testid="contest-countdown">
      <span className={cn('text-xs font-medium tracking-wide uppercase', look.text)}>{label}</span>
      {c.far ? (
        <span className="text-xl font-semibold text-slate-800 sm:text-2xl">
          {_('contest.countdown.starts', { when: humanizeFromNow(c.ms, i18n.locale) })}
        </span>
      ) : (
        <span className="font-mono text-2xl font-semibold text-slate-800 tabular-nums sm:text-3xl">
          {c.clock}
        </span>
      )}
    </div>
  );
}
