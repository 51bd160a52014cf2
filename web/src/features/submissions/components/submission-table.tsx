import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { JudgeStatusBadge } from '../../../components/ui/judge-status-badge';
import { formatDateTime, formatLength, formatMemory, formatTime } from '../../../lib/format';
import { isJudging, JudgeStatus } from '../../../lib/judge-status';
import { isSuperAdminAtom } from '../../../lib/session';
import type { SubmissionRow } from '../../../lib/submission';
import { useSubmissionPaths, type SubmissionPaths } from '../submission-paths';
import { AdminJudgeActions } from './admin-judge-actions';

export interface SubmissionRowsProps {
  rows: SubmissionRow[];
  /**
   * The problem page's "My Submissions" tab: no problem, author, judger or admin columns (it
   * is one user's submissions on one problem).
   */
  compact?: boolean;
  /** Called with the updated row after a rejudge, manual judge or cancel. */
  onRowChange: (row: Partial<SubmissionRow> & { submitId: number }) => void;
}

/** Time and memory mean nothing while judging or after a compile error. */
const figure = (row: SubmissionRow, value: string) =>
  isJudging(row.status) || row.status === JudgeStatus.COMPILE_ERROR ? '--' : value;

function StatusCell({ row }: { row: SubmissionRow }) {
  const { _ } = useLingui();
  const paths = useSubmissionPaths();
  return (
    <Link to={paths.detail(row.submitId)} className="inline-flex flex-col items-start gap-0.5">
      <JudgeStatusBadge status={row.status} />
      {row.score !== null && row.score !== undefined && !isJudging(row.status) && (
        <span className="text-xs text-slate-500">
          {_('submission.score', { score: row.score })}
        </span>
      )}
      {row.isManual && <span className="text-xs text-amber-600">{_('submission.manual')}</span>}
    </Link>
  );
}

function ProblemCell({ row }: { row: SubmissionRow }) {
  const paths = useSubmissionPaths();
  return (
    <Link
      to={paths.problem(row.displayPid)}
      className="block max-w-48 truncate text-slate-700 hover:text-primary-600"
      title={row.title ?? row.displayPid}
    >
      <span className="font-mono">{row.displayPid}</span>
      {row.title && <span className="ml-1.5 text-slate-500">{row.title}</span>}
    </Link>
  );
}

const userLink = (row: SubmissionRow) =>
  `/user-home?uid=${encodeURIComponent(row.uid)}&username=${encodeURIComponent(row.username)}`;

type Translate = (id: string, values?: Record<string, unknown>) => string;

// Headers and cells both: the table is wide, so tighter than the default and never wrapping.
const cellClass = 'px-2.5 whitespace-nowrap';

const muted = (value: ReactNode, tone = 'text-slate-600') => (
  <span className={`tabular-nums ${tone}`}>{value}</span>
);

function columnsOf(
  _: Translate,
  {
    compact,
    root,
    paths,
    onRowChange,
  }: { compact: boolean; root: boolean; paths: SubmissionPaths } & Pick<
    SubmissionRowsProps,
    'onRowChange'
  >,
): Column<SubmissionRow>[] {
  const all: (Column<SubmissionRow> | false)[] = [
    {
      key: 'id',
      header: _('submission.col-id'),
      cell: (row) => (
        <Link
          to={paths.detail(row.submitId)}
          className="font-mono text-primary-600 hover:underline"
        >
          {row.submitId}
        </Link>
      ),
    },
    !compact && {
      key: 'problem',
      header: _('submission.col-problem'),
      cell: (row) => <ProblemCell row={row} />,
    },
    { key: 'status', header: _('submission.col-status'), cell: (row) => <StatusCell row={row} /> },
    {
      key: 'time',
      header: _('submission.col-time'),
      cell: (row) => muted(figure(row, formatTime(row.time))),
    },
    {
      key: 'memory',
      header: _('submission.col-memory'),
      cell: (row) => muted(figure(row, formatMemory(row.memory))),
    },
    {
      key: 'length',
      header: _('submission.col-length'),
      cell: (row) => muted(formatLength(row.length)),
    },
    {
      key: 'language',
      header: _('submission.col-language'),
      cell: (row) => <span className="text-slate-600">{row.language}</span>,
    },
    root && {
      key: 'judger',
      header: _('submission.col-judger'),
      cell: (row) => <span className="text-slate-500">{row.judger || '--'}</span>,
    },
    !compact && {
      key: 'author',
      header: _('submission.col-author'),
      cell: (row) => (
        <Link to={userLink(row)} className="text-slate-700 hover:text-primary-600">
          {row.username}
        </Link>
      ),
    },
    {
      key: 'submitTime',
      header: _('submission.col-submit-time'),
      cell: (row) => muted(formatDateTime(row.submitTime), 'text-slate-500'),
    },
    root && {
      key: 'actions',
      header: _('submission.col-actions'),
      cell: (row) => <AdminJudgeActions row={row} onRowChange={onRowChange} />,
    },
  ];
  return all
    .filter((c): c is Column<SubmissionRow> => c !== false)
    .map((c) => ({
      ...c,
      className: cellClass,
    }));
}

/** The phone card of one submission: two compact lines (and the admin tools). */
function SubmissionCard({
  row,
  compact,
  root,
  onRowChange,
}: { row: SubmissionRow; compact: boolean; root: boolean } & Pick<
  SubmissionRowsProps,
  'onRowChange'
>) {
  const paths = useSubmissionPaths();
  return (
    <div className="space-y-1.5 text-sm">
      <div className="flex items-center gap-2">
        <Link to={paths.detail(row.submitId)} className="font-mono text-primary-600">
          #{row.submitId}
        </Link>
        {!compact && (
          <span className="min-w-0 flex-1">
            <ProblemCell row={row} />
          </span>
        )}
        <span className="ml-auto">
          <StatusCell row={row} />
        </span>
      </div>
      <div className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-500">
        {!compact && (
          <Link to={userLink(row)} className="font-medium text-slate-700">
            {row.username}
          </Link>
        )}
        <span>{row.language}</span>
        <span className="tabular-nums">{figure(row, formatTime(row.time))}</span>
        <span className="tabular-nums">{figure(row, formatMemory(row.memory))}</span>
        <span className="tabular-nums">{formatLength(row.length)}</span>
        <span className="tabular-nums">{formatDateTime(row.submitTime)}</span>
        {root && row.judger && <span>{row.judger}</span>}
      </div>
      {root && <AdminJudgeActions row={row} onRowChange={onRowChange} />}
    </div>
  );
}

/**
 * Submissions on the status page and the problem page's tab: a table from 768 px, two compact
 * lines per submission below.
 */
export function SubmissionTable({ rows, compact = false, onRowChange }: SubmissionRowsProps) {
  const { _ } = useLingui();
  const root = useAtomValue(isSuperAdminAtom) && !compact;
  const paths = useSubmissionPaths();
  return (
    <DataTable
      columns={columnsOf(_, { compact, root, paths, onRowChange })}
      rows={rows}
      rowKey={(row) => row.submitId}
      empty={_('submission.empty')}
      // Natural width: every cell is one line, so the table scrolls sideways when it must.
      minWidth={0}
      card={(row) => (
        <SubmissionCard row={row} compact={compact} root={root} onRowChange={onRowChange} />
      )}
    />
  );
}
