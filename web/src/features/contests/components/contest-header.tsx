import { useLingui } from '@lingui/react';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { formatDateTime } from '../../../lib/format';
import type { ContestInfo } from '../api/types';
import type { ContestStatus } from '../contest-time';
import { ContestCountdown, ContestProgress } from './contest-countdown';
import { AuthTag, StatusBadge, TypeBadge, useDurationText } from './contest-tags';

export interface ContestHeaderProps {
  contest: ContestInfo;
  /** The server's time, ticking. */
  now: number;
  status: ContestStatus;
}

function TimeLabel({
  labelId,
  value,
  align,
}: {
  labelId: string;
  value: string;
  align: 'left' | 'right';
}) {
  const { _ } = useLingui();
  return (
    <div className={align === 'right' ? 'text-right' : 'text-left'}>
      <p className="text-xs text-slate-500">{_(labelId)}</p>
      <time
        dateTime={value}
        className="text-sm font-medium whitespace-nowrap text-slate-700 tabular-nums"
      >
        {formatDateTime(value)}
      </time>
    </div>
  );
}

/** Title, tags, participants, start and end, the progress bar and the countdown. */
export function ContestHeader({ contest, now, status }: ContestHeaderProps) {
  const { _ } = useLingui();
  const duration = useDurationText();
  const start = Date.parse(contest.startTime);
  const end = Date.parse(contest.endTime);
  return (
    <Card className="px-4 py-5 sm:px-6">
      <div className="flex flex-col items-center gap-2 text-center">
        <h1 className="text-xl font-semibold break-words text-slate-900 sm:text-2xl">
          {contest.title}
        </h1>
        <div className="flex flex-wrap items-center justify-center gap-1.5">
          <StatusBadge status={status} />
          <AuthTag auth={contest.auth} />
          <TypeBadge type={contest.type} oiRankScoreType={contest.oiRankScoreType} />
          <span
            className="inline-flex items-center gap-1 text-xs text-slate-500"
            title={_('contest.col.participants')}
          >
            <Icon name="users" className="size-3.5" />
            {_('contest.participants', { count: contest.count })}
          </span>
        </div>
      </div>
      <div className="mt-5 grid grid-cols-2 items-end gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr_auto] sm:items-center">
        <TimeLabel labelId="contest.start" value={contest.startTime} align="left" />
        <div className="order-last col-span-2 sm:order-none sm:col-span-1">
          <ContestProgress now={now} start={start} end={end} />
        </div>
        <TimeLabel labelId="contest.end" value={contest.endTime} align="right" />
      </div>
      <div className="mt-4 flex flex-col items-center gap-1">
        <ContestCountdown now={now} start={start} end={end} />
        <p className="text-xs text-slate-500">
          {_('contest.duration', { duration: duration(contest.duration) })}
        </p>
      </div>
    </Card>
  );
}
