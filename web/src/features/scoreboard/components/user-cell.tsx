import { useLingui } from '@lingui/react';
import type { ScoreboardRowDto } from '@oj/events/scoring';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

export interface UserCellProps {
  row: ScoreboardRowDto;
  followed: boolean;
  onToggleFollow: (uid: string) => void;
}

function Flag({ className, children }: { className: string; children: string }) {
  return (
    <span className={cn('rounded px-1 py-px text-[10px] leading-tight font-semibold', className)}>
      {children}
    </span>
  );
}

/** The follow star, the shown name (linking to the user's home), flags and school. */
export function UserCell({ row, followed, onToggleFollow }: UserCellProps) {
  const { _ } = useLingui();
  const name = row.rankShowName || row.username;
  return (
    // A fixed width (the column's, less its padding) so long names and schools truncate.
    <div className="flex w-30 items-center gap-2 md:w-54">
      <button
        type="button"
        aria-pressed={followed}
        aria-label={_(followed ? 'scoreboard.unfollow' : 'scoreboard.follow', { name })}
        title={_(followed ? 'scoreboard.unfollow' : 'scoreboard.follow', { name })}
        onClick={() => onToggleFollow(row.uid)}
        className={cn(
          'flex size-7 shrink-0 items-center justify-center rounded-md transition-colors',
          'focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:outline-none',
          followed ? 'text-amber-500 hover:text-amber-600' : 'text-slate-300 hover:text-amber-500',
        )}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
          <path
            d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
            fill={followed ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <div className="min-w-0">
        <div className="flex min-w-0 items-center gap-1">
          <Link
            to={`/user-home?username=${encodeURIComponent(row.username)}`}
            className="truncate font-medium text-slate-800 hover:text-primary-600"
            title={row.username}
            data-testid="board-name"
          >
            {name}
          </Link>
          {row.star && (
            <Flag className="bg-amber-100 text-amber-700">{_('scoreboard.flag.star')}</Flag>
          )}
          {row.gender === 'female' && (
            <Flag className="bg-pink-100 text-pink-700">{_('scoreboard.flag.girl')}</Flag>
          )}
        </div>
        {row.school && <p className="truncate text-xs text-slate-500">{row.school}</p>}
      </div>
    </div>
  );
}
