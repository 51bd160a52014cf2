import { useLingui } from '@lingui/react';
import { useRef, type CSSProperties } from 'react';
import { cn } from '../../../lib/cn';
import type { HistoryProblem } from '../api/board-history';
import { penaltyMinutes } from '../cell-look';
import { useFlip } from '../hooks/use-flip';
import type { Medal } from '../medals';
import type { ScrollPhase, ScrollRow } from '../scroll-steps';
import { ScrollCell } from './scroll-cell';

const medalLooks: Record<Medal, string> = {
  gold: 'bg-yellow-400 text-slate-950',
  silver: 'bg-slate-300 text-slate-950',
  bronze: 'bg-orange-700 text-white',
};

export interface ScrollBoardTableProps {
  rows: readonly ScrollRow[];
  problems: readonly HistoryProblem[];
  schools: ReadonlyMap<string, string | undefined>;
  phase: ScrollPhase;
  /** Changes whenever rows may have moved (starts the slide animation). */
  version: unknown;
}

/** The projector's board: rows slide to their new places as cells open. */
export function ScrollBoardTable({
  rows,
  problems,
  schools,
  phase,
  version,
}: ScrollBoardTableProps) {
  const { _ } = useLingui();
  const body = useRef<HTMLDivElement>(null);
  useFlip(body, version);
  const grid: CSSProperties = {
    gridTemplateColumns: `4.5rem minmax(12rem, 1fr) 4.5rem 5.5rem repeat(${problems.length}, minmax(3.75rem, 8.5rem))`,
  };
  const focus = phase.kind === 'focus' ? phase : null;

  return (
    <div role="table" aria-label={_('scroll-board.title')} className="min-w-fit">
      <div role="rowgroup" className="sticky top-0 z-20 bg-slate-950/95 backdrop-blur">
        <div
          role="row"
          style={grid}
          className="grid gap-1.5 px-3 py-2 text-sm font-semibold text-slate-400 uppercase xl:text-base"
        >
          <span role="columnheader" className="text-center">
            {_('scroll-board.rank')}
          </span>
          <span role="columnheader">{_('scroll-board.participant')}</span>
          <span role="columnheader" className="text-center">
            {_('scroll-board.solved')}
          </span>
          <span role="columnheader" className="text-center">
            {_('scroll-board.penalty')}
          </span>
          {problems.map((p) => (
            <span
              key={p.displayId}
              role="columnheader"
              title={p.title}
              className="flex items-center justify-center gap-1.5 text-slate-200"
            >
              <span
                aria-hidden="true"
                className="size-3 rounded-full border border-white/40"
                style={{ background: p.color ?? 'transparent' }}
              />
              {p.displayId}
            </span>
          ))}
        </div>
      </div>
      <div role="rowgroup" ref={body} className="relative space-y-1.5 px-3 pb-24">
        {rows.map((row, i) => (
          <div
            key={row.uid}
            role="row"
            data-flip-key={row.uid}
            data-row-user={row.username}
            aria-current={focus?.uid === row.uid ? 'true' : undefined}
            style={grid}
            className={cn(
              'relative grid items-stretch gap-1.5 rounded-lg px-0 py-1.5 text-lg xl:text-xl',
              i % 2 === 0 ? 'bg-slate-900' : 'bg-slate-900/60',
              focus?.uid === row.uid && 'bg-slate-700 ring-2 ring-amber-300',
            )}
          >
            <span
              role="cell"
              className={cn(
                'mx-1.5 flex flex-col items-center justify-center rounded-md font-bold tabular-nums',
                row.medal ? medalLooks[row.medal] : 'text-slate-200',
              )}
            >
              {row.rank === -1 ? '*' : row.rank}
              {row.medal && (
                <span className="text-[0.65rem] font-semibold tracking-wide uppercase">
                  {_(`scroll-board.medal.${row.medal}`)}
                </span>
              )}
            </span>
            <span role="cell" className="flex min-w-0 flex-col justify-center">
              <span className="truncate font-semibold text-white">
                {row.name}
                {row.star && (
                  <span className="ml-2 rounded bg-slate-600 px-1.5 py-0.5 align-middle text-xs text-slate-100">
                    {_('scroll-board.star')}
                  </span>
                )}
              </span>
              {schools.get(row.uid) && (
                <span className="truncate text-sm text-slate-400">{schools.get(row.uid)}</span>
              )}
            </span>
            <span
              role="cell"
              className="flex items-center justify-center text-2xl font-bold text-white tabular-nums xl:text-3xl"
            >
              {row.solved}
            </span>
            <span
              role="cell"
              className="flex items-center justify-center text-slate-300 tabular-nums"
            >
              {penaltyMinutes(row.penalty)}
            </span>
            {problems.map((p) => (
              <ScrollCell
                key={p.displayId}
                pid={p.displayId}
                cell={row.cells[p.displayId]}
                focused={focus?.uid === row.uid && focus.pid === p.displayId}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
