import { useLingui } from '@lingui/react';
import type { BoardRow, ContestRule } from '@oj/events/scoring';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Icon } from '../../../components/ui/icon';
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
  /** Per user, per display id: runs still waiting for their verdict at that minute. */
  judging?: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

const none: ReadonlyMap<string, ReadonlyMap<string, number>> = new Map();

type Translate = (id: string, values?: Record<string, unknown>) => string;

// Headers and cells both; the board is dense, so tighter than the default table.
const base = 'px-2 py-1.5 whitespace-nowrap';

/** One problem's cell; the `data-*` hooks sit on a wrapper as DataTable owns the <td>. */
function ProblemCell({
  type,
  row,
  problem,
  waiting,
}: {
  type: ContestRule;
  row: BoardRow;
  problem: string;
  waiting: number;
}) {
  const { _ } = useLingui();
  const cell = row.cells[problem];
  const look = cell ? cellLook(type, cell) : null;
  const state = look?.state ?? (waiting > 0 ? 'judging' : 'empty');
  return (
    <div data-problem={problem} data-state={state} className="relative">
      {waiting > 0 &&
        (look ? (
          <span
            data-judging={waiting}
            title={_('replay.judging', { count: waiting })}
            className="absolute -top-1 -right-1 z-10 flex h-4 min-w-4 items-center justify-center gap-0.5 rounded bg-slate-200 px-0.5 text-[0.6rem] font-medium text-slate-700 ring-1 ring-white"
          >
            <Icon name="clock" className="size-2.5 shrink-0" />
            {waiting}
          </span>
        ) : (
          <span
            data-judging={waiting}
            title={_('replay.judging', { count: waiting })}
            className="flex h-9 min-w-14 flex-col items-center justify-center rounded bg-slate-200 px-1 leading-tight text-slate-700"
          >
            <Icon name="clock" className="size-3.5" />
            <span className="text-[0.65rem]">{_('replay.judging-short')}</span>
          </span>
        ))}
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
    </div>
  );
}

function columnsOf(
  _: Translate,
  type: ContestRule,
  problems: readonly HistoryProblem[],
  judging: ReadonlyMap<string, ReadonlyMap<string, number>>,
): Column<BoardRow>[] {
  const acm = type === 'ACM';
  return [
    {
      key: 'rank',
      header: _('scroll-board.rank'),
      cell: (row) => (
        <span className="font-semibold text-slate-700 tabular-nums">
          {row.rank === -1 ? '*' : row.rank}
        </span>
      ),
      className: cn(base, 'w-14 text-center'),
      sticky: true,
    },
    {
      key: 'participant',
      header: _('scroll-board.participant'),
      cell: (row) => <span className="font-medium text-slate-800">{row.name}</span>,
      className: cn(base, 'max-w-64 min-w-28 truncate'),
    },
    {
      key: 'total',
      header: acm ? _('scroll-board.solved') : _('replay.score'),
      cell: (row) => (
        <span className="font-semibold tabular-nums">{acm ? row.solved : row.score}</span>
      ),
      className: cn(base, 'w-20 text-center'),
    },
    {
      key: 'penalty',
      header: acm ? _('scroll-board.penalty') : _('replay.time'),
      cell: (row) => (
        <span className="text-slate-600 tabular-nums">
          {acm ? penaltyMinutes(row.penalty) : `${row.time} ms`}
        </span>
      ),
      className: cn(base, 'w-20 text-center'),
    },
    ...problems.map((p): Column<BoardRow> => ({
      key: `problem-${p.displayId}`,
      header: (
        <span title={p.title} className="inline-flex items-center gap-1">
          <span
            aria-hidden="true"
            className="size-2.5 rounded-full border border-slate-300"
            style={{ background: p.color ?? 'transparent' }}
          />
          {p.displayId}
        </span>
      ),
      cell: (row) => (
        <ProblemCell
          type={type}
          row={row}
          problem={p.displayId}
          waiting={judging.get(row.uid)?.get(p.displayId) ?? 0}
        />
      ),
      className: 'w-20 px-0.5 py-0.5 text-center',
    })),
  ];
}

/** A compact board: rank, name, totals and one cell per problem; scrolls sideways on phones. */
export function ReplayTable({ type, rows, problems, judging = none }: ReplayTableProps) {
  const { _ } = useLingui();
  return (
    <DataTable
      columns={columnsOf(_, type, problems, judging)}
      rows={rows}
      rowKey={(row) => row.uid}
      rowProps={(row) => ({ 'data-row-user': row.username })}
      rowClassName={() => 'odd:bg-white even:bg-slate-50'}
      empty={_('replay.empty')}
      // Natural width: the problem cells set it, and the rank column stays while it scrolls.
      minWidth={0}
    />
  );
}
