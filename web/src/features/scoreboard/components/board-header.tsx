import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import type { BoardContest } from '../api/types';
import { clockText, progressPercent } from '../board-format';

const statusLooks = {
  [-1]: { id: 'scoreboard.status.scheduled', className: 'bg-amber-100 text-amber-800' },
  0: { id: 'scoreboard.status.running', className: 'bg-emerald-100 text-emerald-800' },
  1: { id: 'scoreboard.status.ended', className: 'bg-slate-100 text-slate-600' },
} as const;

export interface BoardHeaderProps {
  contest: BoardContest;
  /** The server's time, ticking. */
  now: number;
  status: -1 | 0 | 1;
}

/** The outside board's header: title, rule and status, times, progress and countdown. */
export function BoardHeader({ contest, now, status }: BoardHeaderProps) {
  const { _ } = useLingui();
  const start = Date.parse(contest.startTime);
  const end = Date.parse(contest.endTime);
  const look = statusLooks[status];
  const percent = progressPercent(now, start, end);
  const clock =
    status === -1
      ? _('scoreboard.countdown.to-start', { clock: clockText(start - now) })
      : status === 0
        ? _('scoreboard.countdown.left', { clock: clockText(end - now) })
        : _('scoreboard.status.ended');
  return (
    <Card className="px-4 py-5 sm:px-6">
      <Link
        to="/contest"
        className="inline-flex items-center gap-1 text-sm text-slate-500 hover:text-primary-600"
      >
        <Icon name="arrow-left" className="size-4" />
        {_('scoreboard.back')}
      </Link>
      <div className="mt-2 flex flex-col items-center gap-2 text-center">
        <h1 className="text-xl font-semibold break-words text-slate-900 sm:text-2xl">
          {contest.title}
        </h1>
        <div className="flex flex-wrap items-center justify-center gap-1.5 text-xs font-medium">
          <span className={cn('rounded-full px-2 py-0.5', look.className)}>{_(look.id)}</span>
          <span className="rounded-full bg-primary-50 px-2 py-0.5 text-primary-700">
            {_(contest.type === 1 ? 'scoreboard.title-oi' : 'scoreboard.title-acm')}
          </span>
        </div>
      </div>
      <div className="mt-4 flex items-center justify-between gap-3 text-xs text-slate-500 tabular-nums">
        <span>
          {_('scoreboard.start')} {formatDateTime(contest.startTime)}
        </span>
        <span className="text-right">
          {_('scoreboard.end')} {formatDateTime(contest.endTime)}
        </span>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={_('scoreboard.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
      >
        <div
          className={cn('h-full rounded-full', status === 1 ? 'bg-slate-400' : 'bg-primary-500')}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-3 text-center text-sm font-medium text-slate-700 tabular-nums">{clock}</p>
    </Card>
  );
}
