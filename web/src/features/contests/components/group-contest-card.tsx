import { useLingui } from '@lingui/react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import type { Contest } from '../api/types';
import { scoreboardPath, statusLook } from '../contest-looks';
import { AuthTag, StatusBadge, TypeBadge, useDurationText } from './contest-tags';

/** The trophy of a rule (HOJ's ACM and OI images): gold for ACM, violet for OI. */
function Trophy({ type }: { type: number }) {
  const tone =
    type === 0
      ? 'bg-gradient-to-br from-amber-100 to-amber-200 text-amber-600 ring-amber-300'
      : 'bg-gradient-to-br from-fuchsia-100 to-violet-200 text-violet-600 ring-violet-300';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-2xl ring-1 sm:size-16',
        tone,
      )}
    >
      <Icon name="trophy" className="size-7 sm:size-9" />
    </span>
  );
}

/** The lock of a private (red) or protected (amber) contest, named for screen readers. */
function Lock({ auth }: { auth: number }) {
  const { _ } = useLingui();
  if (auth === 0) return null;
  const label = _(auth === 1 ? 'contest.auth.private' : 'contest.auth.protected');
  return (
    <span title={label} className={auth === 1 ? 'text-red-500' : 'text-amber-500'}>
      <Icon name="lock" className="size-4" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The outside scoreboard, for contests that opened it; not before the start. */
function ScoreboardButton({ contest }: { contest: Contest }) {
  const { _ } = useLingui();
  const label = _('group-contests.outside-scoreboard');
  const look =
    'inline-flex size-8 items-center justify-center rounded-full text-white focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:outline-none';
  if (contest.status === -1)
    return (
      <button
        type="button"
        disabled
        aria-label={label}
        title={label}
        onClick={(e) => e.stopPropagation()}
        className={cn(look, 'cursor-not-allowed bg-primary-300')}
      >
        <Icon name="chart" className="size-4" />
      </button>
    );
  return (
    <Link
      to={scoreboardPath(contest)}
      aria-label={label}
      title={label}
      onClick={(e: MouseEvent) => e.stopPropagation()}
      className={cn(look, 'bg-primary-600 hover:bg-primary-700')}
    >
      <Icon name="chart" className="size-4" />
    </Link>
  );
}

/**
 * One group contest (spec 3 section 2.7): the trophy of its rule, title with a lock when it
 * needs a password, start, duration, rule, auth, participants (non-public), the outside
 * scoreboard where open, and the status, with the status colour on the left border.
 */
export function GroupContestCard({ contest, onOpen }: { contest: Contest; onOpen: () => void }) {
  const duration = useDurationText();
  const c = contest;
  const open = (e: MouseEvent) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    onOpen();
  };
  return (
    <li
      onClick={onOpen}
      className={cn(
        'flex cursor-pointer items-start gap-3 border-l-4 px-3 py-4 transition-colors hover:bg-slate-50 sm:items-center sm:gap-5 sm:px-5',
        statusLook(c.status).border,
      )}
    >
      <Trophy type={c.type} />
      <div className="min-w-0 flex-1 space-y-2">
        <p className="flex items-center gap-1.5">
          <a
            href={`/contest/${c.id}`}
            onClick={open}
            className="min-w-0 text-base font-semibold break-words text-slate-800 hover:text-primary-600 sm:text-lg"
          >
            {c.title}
          </a>
          <Lock auth={c.auth} />
        </p>
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
          <li className="inline-flex items-center gap-1 whitespace-nowrap tabular-nums">
            <Icon name="calendar" className="size-4 text-primary-500" />
            {formatDateTime(c.startTime)}
          </li>
          <li className="inline-flex items-center gap-1">
            <Icon name="clock" className="size-4 text-primary-500" />
            {duration(c.duration)}
          </li>
          <li>
            <TypeBadge type={c.type} oiRankScoreType={c.oiRankScoreType} />
          </li>
          <li>
            <AuthTag auth={c.auth} />
          </li>
          {c.auth !== 0 && (
            <li className="inline-flex items-center gap-1 tabular-nums">
              <Icon name="users" className="size-4 text-primary-500" />×{c.count ?? 0}
            </li>
          )}
          {c.openRank && (
            <li>
              <ScoreboardButton contest={c} />
            </li>
          )}
        </ul>
      </div>
      <StatusBadge status={c.status} className="shrink-0 self-start sm:self-center" />
    </li>
  );
}
