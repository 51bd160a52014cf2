import { useLingui } from '@lingui/react';
import type { BoardRow, ContestRule } from '@oj/events/scoring';
import { cn } from '../../../lib/cn';
import type { HistoryProblem } from '../api/board-history';
import { cellLook, penaltyMinutes, type CellLook } from '../cell-look';

const looks: Record<CellLook['state'], string> = {
  first: 'bg-emerald-600 text-white',
  solved: 'bg-emerald-100 text-emerald-800',
  partial: 'bg-amber-100 text-amber-800',
  wrong: 'bg-rose-100 text-rose-700',
  frozen: 'bg-sky-100 text-sky-800',
};

export interface ReplayTableProps {
  type: ContestRule;
  rows: readonly BoardRow[];
  problems: readonly HistoryProblem[];
}

/** A compact board: rank, name, totals and one cell per problem; scrolls sideways on phones. */
export function ReplayTable({ type, rows, problems }: ReplayTableProps) {
  const { _ } = useLingui();
  const acm = type === 'ACM';
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <thead>
          <tr className="bg-slate-50 text-xs font-semibold whitespace-nowrap text-slate-500 uppercase">
            <th scope="col" className="sticky left-0 z-10 w-14 bg-slate-50 px-2 py-2 text-center">
              {_('scroll-board.rank')}
            </th>
            <th scope="col" className="min-w-28 px-2 py-2 text-left">
              {_('scroll-board.participant')}
            </th>
            <th scope="col" className="w-20 px-2 py-2 text-center">
              {acm ? _('scroll-board.solved') : _('replay.score')}
            </th>
            <th scope="col" className="w-20 px-2 py-2 text-center">
              {acm ? _('scroll-board.penalty') : _('replay.time')}
            </th>
            {problems.map((p) => (
              <th
                key={p.displayId}
                scope="col"
                title={p.title}
                className="w-20 px-1 py-2 text-center"
              >
                <span className="inline-flex items-center gap-1">
                  <span
                    aria-hidden="true"
                    className="size-2.5 rounded-full border border-slate-300"
                    style={{ background: p.color ?? 'transparent' }}
                  />
                  {p.displayId}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.uid}
              data-row-user={row.username}
              className="border-t border-slate-100 odd:bg-white even:bg-slate-50/60"
            >
              <td className="sticky left-0 z-10 bg-inherit px-2 py-1.5 text-center font-semibold text-slate-700 tabular-nums">
                {row.rank === -1 ? '*' : row.rank}
              </td>
              <td className="max-w-64 truncate px-2 py-1.5 font-medium text-slate-800">
                {row.name}
              </td>
              <td className="px-2 py-1.5 text-center font-semibold tabular-nums">
                {acm ? row.solved : row.score}
              </td>
              <td className="px-2 py-1.5 text-center text-slate-600 tabular-nums">
                {acm ? penaltyMinutes(row.penalty) : `${row.time} ms`}
              </td>
              {problems.map((p) => {
                const cell = row.cells[p.displayId];
                const look = cell ? cellLook(type, cell) : null;
                return (
                  <td
                    key={p.displayId}
                    data-problem={p.displayId}
                    data-state={look?.state ?? 'empty'}
                    className="px-0.5 py-0.5"
                  >
                    {look && (
                      <span
                        title={_('scroll-board.tries', { count: look.tries })}
                        className={cn(
                          'flex h-9 min-w-14 flex-col items-center justify-center rounded px-1 leading-tight',
                          looks[look.state],
                        )}
                      >
                        <span className="font-semibold tabular-nums">{look.main}</span>
                        <span className="text-[0.65rem] opacity-80">
                          {_('scroll-board.tries', { count: look.tries })}
                        </span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
