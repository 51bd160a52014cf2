import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { JudgeStatusBadge } from '../../../components/ui/judge-status-badge';
import { formatDateTime, formatLength, formatMemory, formatTime } from '../../../lib/format';
import { isJudging, JudgeStatus } from '../../../lib/judge-status';
import type { SubmissionRow } from '../../../lib/submission';
import { contestSubmissionPath } from '../contest-submission-query';

type Translate = (id: string, values?: Record<string, unknown>) => string;

export interface ContestSubmissionTableProps {
  cid: number;
  rows: SubmissionRow[];
  loading: boolean;
  /** The problem page's "My Submissions": no problem and author columns. */
  compact?: boolean;
  className?: string;
}

const problemOf = (row: SubmissionRow) => row.displayId ?? row.displayPid;

/** Time and memory mean nothing while judging, after a compile error or when hidden. */
const figure = (row: SubmissionRow, value: string) =>
  isJudging(row.status) ||
  row.status === JudgeStatus.COMPILE_ERROR ||
  row.status === JudgeStatus.SUBMITTED_UNKNOWN
    ? '--'
    : value;

/** The verdict badge; a result hidden by the seal (-5) is a plain '?'. */
function Status({ row, _ }: { row: SubmissionRow; _: Translate }) {
  if (row.status === JudgeStatus.SUBMITTED_UNKNOWN) {
    return (
      <span
        title={_('contest-submissions.hidden')}
        className="inline-flex min-w-8 justify-center rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-500 ring-1 ring-slate-200 ring-inset"
      >
        ?
      </span>
    );
  }
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <JudgeStatusBadge status={row.status} />
      {row.score !== null && row.score !== undefined && !isJudging(row.status) && (
        <span className="text-xs text-slate-500">
          {_('submission.score', { score: row.score })}
        </span>
      )}
    </span>
  );
}

function columnsOf(cid: number, _: Translate, compact: boolean): Column<SubmissionRow>[] {
  const detail = (row: SubmissionRow) => contestSubmissionPath(cid, problemOf(row), row.submitId);
  return [
    {
      key: 'id',
      header: _('submission.col-id'),
      cell: (row) => (
        <Link to={detail(row)} className="font-mono text-primary-600 hover:underline">
          {row.submitId}
        </Link>
      ),
      className: 'w-20',
    },
    ...(compact
      ? []
      : [
          {
            key: 'problem',
            header: _('submission.col-problem'),
            cell: (row: SubmissionRow) => (
              <Link
                to={`/contest/${cid}/problem/${encodeURIComponent(problemOf(row))}`}
                className="block max-w-48 truncate text-slate-700 hover:text-primary-600"
                title={row.title ?? problemOf(row)}
              >
                <span className="font-mono font-semibold">{problemOf(row)}</span>
                {row.title && <span className="ml-1.5 text-slate-500">{row.title}</span>}
              </Link>
            ),
          },
        ]),
    {
      key: 'status',
      header: _('submission.col-status'),
      cell: (row) => (
        <Link to={detail(row)} aria-label={_('contest-submissions.open', { id: row.submitId })}>
          <Status row={row} _={_} />
        </Link>
      ),
    },
    {
      key: 'time',
      header: _('submission.col-time'),
      cell: (row) => figure(row, formatTime(row.time)),
      className: 'whitespace-nowrap',
    },
    {
      key: 'memory',
      header: _('submission.col-memory'),
      cell: (row) => figure(row, formatMemory(row.memory)),
      className: 'whitespace-nowrap',
    },
    {
      key: 'length',
      header: _('submission.col-length'),
      cell: (row) => formatLength(row.length),
      hideBelow: 'lg',
    },
    { key: 'language', header: _('submission.col-language'), cell: (row) => row.language },
    ...(compact
      ? []
      : [
          {
            key: 'author',
            header: _('submission.col-author'),
            cell: (row: SubmissionRow) => <span className="font-medium">{row.username}</span>,
          },
        ]),
    {
      key: 'submitTime',
      header: _('submission.col-submit-time'),
      cell: (row) => formatDateTime(row.submitTime),
      className: 'whitespace-nowrap',
    },
  ];
}

/** A page of contest submissions: a table from 768 px, one card per row below. */
export function ContestSubmissionTable({
  cid,
  rows,
  loading,
  compact = false,
  className,
}: ContestSubmissionTableProps) {
  const { _ } = useLingui();
  return (
    <DataTable
      columns={columnsOf(cid, _, compact)}
      rows={rows}
      rowKey={(row) => row.submitId}
      rowProps={(row) => ({ 'data-submit-id': String(row.submitId) })}
      empty={_('submission.empty')}
      loading={loading}
      minWidth={compact ? 520 : 760}
      caption={_('contest.tab.submissions')}
      {...(className ? { className } : {})}
      card={(row) => (
        <Link
          to={contestSubmissionPath(cid, problemOf(row), row.submitId)}
          className="flex items-center gap-3"
          data-submit-id={row.submitId}
        >
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-800">
              <span className="mr-1.5 font-mono">{problemOf(row)}</span>
              {compact ? row.language : row.username}
            </p>
            <p className="text-xs text-slate-500">
              #{row.submitId} · {figure(row, formatTime(row.time))} ·{' '}
              {formatDateTime(row.submitTime)}
            </p>
          </div>
          <Status row={row} _={_} />
        </Link>
      )}
    />
  );
}
