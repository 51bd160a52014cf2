import { useLingui } from '@lingui/react';
import type { CellView } from '@oj/events/scoring';
import { cn } from '../../../lib/cn';
import { cellLook } from '../cell-look';

const looks = {
  first: 'bg-emerald-700 text-white ring-1 ring-emerald-300/70',
  solved: 'bg-emerald-600 text-white',
  partial: 'bg-amber-600 text-white',
  wrong: 'bg-rose-700 text-white',
  frozen: 'bg-sky-600 text-white',
} as const;

export interface ScrollCellProps {
  pid: string;
  cell: CellView | undefined;
  /** The cell the next step opens. */
  focused: boolean;
}

/** One problem cell on the projector: minute and tries, '?' while frozen. */
export function ScrollCell({ pid, cell, focused }: ScrollCellProps) {
  const { _ } = useLingui();
  if (cell === undefined)
    return (
      <div
        role="cell"
        data-problem={pid}
        data-state="empty"
        className="rounded-md bg-slate-800/40"
      />
    );
  const look = cellLook('ACM', cell);
  const label =
    look.state === 'frozen'
      ? _('scroll-board.cell.frozen', { problem: pid })
      : look.state === 'wrong'
        ? _('scroll-board.cell.wrong', { problem: pid })
        : _(look.state === 'first' ? 'scroll-board.cell.first' : 'scroll-board.cell.solved', {
            problem: pid,
            minute: look.main,
          });
  return (
    <div
      role="cell"
      data-problem={pid}
      data-state={look.state}
      aria-label={`${label}, ${_('scroll-board.tries', { count: look.tries })}`}
      className={cn(
        'flex flex-col items-center justify-center rounded-md px-1 py-1 leading-tight transition-colors duration-500',
        looks[look.state],
        focused && 'animate-pulse ring-4 ring-amber-300',
      )}
    >
      <span className="text-xl font-bold tabular-nums xl:text-2xl">
        {look.state === 'first' ? `★${look.main}` : look.main}
      </span>
      <span className="text-xs opacity-90 xl:text-sm">
        {_('scroll-board.tries', { count: look.tries })}
      </span>
    </div>
  );
}
