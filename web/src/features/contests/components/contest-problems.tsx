import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { ProblemStatusMark } from '../../../components/ui/problem-status-mark';
import { describeApiError } from '../../../lib/api-error-message';
import { isLoggedInAtom } from '../../../lib/session';
import { getContestProblem } from '../api/get-contest-problem';
import type { ContestProblem } from '../api/types';
import { useContest } from '../contest-context';
import { acRate } from '../contest-looks';
import { useResource } from '../../../lib/use-resource';

type Translate = (id: string, values?: Record<string, unknown>) => string;

const problemPath = (p: ContestProblem) =>
  `/contest/${p.cid}/problem/${encodeURIComponent(p.displayId)}`;

/** The display id with its balloon colour, when the contest gives one. */
function DisplayId({ row }: { row: ContestProblem }) {
  return (
    <span className="inline-flex items-center gap-2 font-mono font-semibold text-slate-700">
      {row.color && (
        <span
          aria-hidden="true"
          className="size-3 rounded-full ring-1 ring-black/10"
          style={{ backgroundColor: row.color }}
        />
      )}
      {row.displayId}
    </span>
  );
}

/** The AC-rate bar with two decimals; '?' while the counts are hidden. */
function RateBar({ row, _ }: { row: ContestProblem; _: Translate }) {
  const rate = acRate(row.ac, row.total);
  if (rate === null) return <span className="text-slate-400">?</span>;
  return (
    <span
      className="inline-flex items-center gap-2"
      title={_('contest.problem.ac-rate-detail', { ac: row.ac, total: row.total })}
    >
      <span className="h-1.5 w-20 overflow-hidden rounded-full bg-slate-200">
        <span className="block h-full rounded-full bg-emerald-500" style={{ width: `${rate}%` }} />
      </span>
      <span className="text-sm text-slate-600 tabular-nums">{rate.toFixed(2)}%</span>
    </span>
  );
}

const count = (n: number | null | undefined) => (n === null || n === undefined ? '?' : n);

function columnsOf(_: Translate, showMarks: boolean): Column<ContestProblem>[] {
  return [
    ...(showMarks
      ? [
          {
            key: 'mark',
            header: <span className="sr-only">{_('contest.problem.col-status')}</span>,
            cell: (r: ContestProblem) => <ProblemStatusMark status={r.myStatus} />,
            className: 'w-12 text-center',
          },
        ]
      : []),
    { key: 'id', header: '#', cell: (r) => <DisplayId row={r} />, className: 'w-20' },
    {
      key: 'title',
      header: _('contest.problem.col-title'),
      cell: (r) => (
        <Link to={problemPath(r)} className="font-medium text-slate-800 hover:text-primary-600">
          {r.displayTitle}
        </Link>
      ),
    },
    {
      key: 'ac',
      header: _('contest.problem.col-ac'),
      cell: (r) => count(r.ac),
      className: 'w-20 tabular-nums',
    },
    {
      key: 'total',
      header: _('contest.problem.col-total'),
      cell: (r) => count(r.total),
      className: 'w-20 tabular-nums',
    },
    {
      key: 'rate',
      header: _('contest.problem.col-ac-rate'),
      cell: (r) => <RateBar row={r} _={_} />,
      className: 'w-44',
    },
  ];
}

function ProblemCard({
  row,
  mark,
  _,
}: {
  row: ContestProblem;
  mark: number | undefined;
  _: Translate;
}) {
  return (
    <div className="flex items-center gap-3">
      <span className="w-5 shrink-0">
        <ProblemStatusMark status={mark} />
      </span>
      <div className="min-w-0 flex-1">
        <Link to={problemPath(row)} className="flex items-center gap-2 font-medium text-slate-800">
          <DisplayId row={row} />
          <span className="truncate">{row.displayTitle}</span>
        </Link>
        <div className="mt-1 flex items-center gap-3 text-xs text-slate-500">
          <span>
            {_('contest.problem.col-ac')} {count(row.ac)} / {_('contest.problem.col-total')}{' '}
            {count(row.total)}
          </span>
          {acRate(row.ac, row.total) !== null && <RateBar row={row} _={_} />}
        </div>
      </div>
    </div>
  );
}

/** The problems tab: status mark, display id, title, AC, total and the AC-rate bar. */
export function ContestProblems() {
  const { _ } = useLingui();
  const { contest } = useContest();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const problems = useResource(`contest-problems:${contest.id}`, (signal) =>
    getContestProblem(contest.id, signal),
  );
  const rows = problems.data ?? [];
  const t: Translate = (id, values) => _(id, values);

  if (problems.failed && !problems.loading) {
    return (
      <EmptyState title={describeApiError(problems.error)} icon="alert">
        <Button variant="secondary" size="sm" onClick={problems.reload}>
          {_('common.refresh')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <DataTable
      columns={columnsOf(t, loggedIn)}
      rows={rows}
      rowKey={(r) => r.pid}
      empty={_('contest.problem.empty')}
      loading={problems.loading}
      card={(r) => <ProblemCard row={r} mark={loggedIn ? r.myStatus : undefined} _={t} />}
      minWidth={640}
      caption={_('contest.tab.problems')}
    />
  );
}
