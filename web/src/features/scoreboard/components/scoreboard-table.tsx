import { useLingui } from '@lingui/react';
import { useMemo, useRef } from 'react';
import type { ScoreboardRowDto } from '@oj/events/scoring';
import { DataTable, type Column } from '../../../components/ui/data-table';
import type { BoardProblem } from '../api/types';
import { acmCell, minutes, oiScore, problemCounts } from '../board-format';
import { useRowMotion } from '../hooks/use-row-motion';
import { AcmCell, OiCell, ProblemHead, RankCell } from './board-cells';
import { UserCell } from './user-cell';

export type BoardRule = 'ACM' | 'OI';

export interface ScoreboardTableProps {
  rule: BoardRule;
  rows: readonly ScoreboardRowDto[];
  problems: readonly BoardProblem[];
  followed: ReadonlySet<string>;
  onToggleFollow: (uid: string) => void;
  loading: boolean;
  /** The rows a push changed (they flash). */
  flash: { uids: readonly string[]; seq: number };
  /** Changes with the page and the query: rows are then replaced, not moved. */
  scope: string;
}

const RANK_WIDTH = 80;
const USER_WIDTH = 240;
const PROBLEM_WIDTH = 84;

/**
 * The ACM or OI scoreboard: rank, user (pinned from 768 px), totals and a column per problem.
 * Rows slide to their new place when a push re-ranks them, and a changed row flashes.
 */
export function ScoreboardTable(p: ScoreboardTableProps) {
  const { _ } = useLingui();
  const { rule, rows, problems, followed, onToggleFollow } = p;
  const box = useRef<HTMLDivElement>(null);
  useRowMotion(box, rows.map((r) => r.uid).join(' '), p.scope, p.flash);

  const columns = useMemo(() => {
    const lead: Column<ScoreboardRowDto>[] = [
      {
        key: 'rank',
        header: _('scoreboard.col.rank'),
        className: 'w-14 min-w-14 text-center md:w-20 md:max-w-20 md:min-w-20',
        sticky: 'md',
        cell: (row) => <RankCell row={row} />,
      },
      {
        key: 'user',
        header: _('scoreboard.col.user'),
        // Narrower on a phone, where it scrolls away with the rest.
        className:
          'w-36 max-w-36 min-w-36 shadow-[inset_-1px_0_0_var(--color-slate-200)] md:w-60 md:max-w-60 md:min-w-60',
        sticky: 'md',
        stickyLeft: RANK_WIDTH,
        cell: (row) => (
          <UserCell row={row} followed={followed.has(row.uid)} onToggleFollow={onToggleFollow} />
        ),
      },
    ];
    const center = 'text-center tabular-nums';
    const totals: Column<ScoreboardRowDto>[] =
      rule === 'ACM'
        ? [
            {
              key: 'ac',
              header: _('scoreboard.col.ac'),
              className: center,
              cell: (row) => (
                <span data-testid="board-ac" className="font-semibold text-slate-900">
                  {row.ac}
                </span>
              ),
            },
            {
              key: 'time',
              header: <span title={_('scoreboard.col.time-hint')}>{_('scoreboard.col.time')}</span>,
              className: center,
              cell: (row) => minutes(row.totalTime),
            },
          ]
        : [
            {
              key: 'score',
              header: _('scoreboard.col.total-score'),
              className: center,
              cell: (row) => (
                <span className="flex flex-col items-center leading-tight">
                  <span data-testid="board-score" className="font-semibold text-slate-900">
                    {row.totalScore}
                  </span>
                  <span className="text-xs text-slate-500">
                    {_('scoreboard.ms', { time: row.totalTime })}
                  </span>
                </span>
              ),
            },
          ];
    const cells = problems.map((problem): Column<ScoreboardRowDto> => ({
      key: `problem-${problem.displayId}`,
      header: (
        <ProblemHead
          displayId={problem.displayId}
          title={problem.displayTitle}
          color={problem.color}
          counts={rule === 'ACM' ? problemCounts(rows, problem.displayId) : undefined}
        />
      ),
      className: 'min-w-20 px-1.5 text-center',
      cell: (row) =>
        rule === 'ACM' ? (
          <AcmCell cell={acmCell(row, problem.displayId)} />
        ) : (
          <OiCell score={oiScore(row, problem.displayId)} time={row.timeInfo[problem.displayId]} />
        ),
    }));
    return [...lead, ...totals, ...cells];
  }, [_, rule, rows, problems, followed, onToggleFollow]);

  return (
    <div ref={box}>
      <DataTable
        caption={_('scoreboard.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.uid}
        rowProps={(row) => ({
          'data-row-key': row.uid,
          'data-testid': 'board-row',
          'data-username': row.username,
        })}
        rowClassName={(row) =>
          followed.has(row.uid)
            ? 'bg-amber-50 hover:bg-amber-100'
            : row.star
              ? 'bg-slate-50 hover:bg-slate-100'
              : 'hover:bg-slate-50'
        }
        empty={_('scoreboard.empty')}
        loading={p.loading}
        minWidth={RANK_WIDTH + USER_WIDTH + 160 + problems.length * PROBLEM_WIDTH}
      />
    </div>
  );
}
