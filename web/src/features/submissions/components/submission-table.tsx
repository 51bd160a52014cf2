import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { JudgeStatusBadge } from '../../../components/ui/judge-status-badge';
import { formatDateTime, formatLength, formatMemory, formatTime } from '../../../lib/format';
import { isJudging, JudgeStatus } from '../../../lib/judge-status';
import { isSuperAdminAtom } from '../../../lib/session';
import type { SubmissionRow } from '../../../lib/submission';
import { AdminJudgeActions } from './admin-judge-actions';

export interface SubmissionRowsProps {
  rows: SubmissionRow[];
  /**
   * The problem page's "My Submissions" tab: no problem, author, judger or admin columns (it
   * is one user's submissions on one problem).
   */
  compact?: boolean;
  /** Called with the updated row after a rejudge, manual judge or cancel. */
  onRowChange: (
    row: Partial<SubmissionRow> & { submitId: number },
    restartPolling: boolean,
  ) => void;
}

/** Time and memory mean nothing while judging or after a compile error. */
const figure = (row: SubmissionRow, value: string) =>
  isJudging(row.status) || row.status === JudgeStatus.COMPILE_ERROR ? '--' : value;

function StatusCell({ row }: { row: SubmissionRow }) {
  const { _ } = useLingui();
  return (
    <Link
      to={`/submission-detail/${row.submitId}`}
      className="inline-flex flex-col items-start gap-0.5"
    >
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
  return (
    <Link
      to={`/problem/${encodeURIComponent(row.displayPid)}`}
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

/** The desktop table of submissions (status page and the problem page's tab). */
export function SubmissionTable({ rows, compact = false, onRowChange }: SubmissionRowsProps) {
  const { _ } = useLingui();
  const root = useAtomValue(isSuperAdminAtom) && !compact;
  const th =
    'px-2.5 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase';
  const td = 'px-2.5 py-2.5 text-sm whitespace-nowrap';
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse">
        <thead className="border-b border-slate-200 bg-slate-50/80">
          <tr>
            <th scope="col" className={th}>
              {_('submission.col-id')}
            </th>
            {!compact && (
              <th scope="col" className={th}>
                {_('submission.col-problem')}
              </th>
            )}
            <th scope="col" className={th}>
              {_('submission.col-status')}
            </th>
            <th scope="col" className={th}>
              {_('submission.col-time')}
            </th>
            <th scope="col" className={th}>
              {_('submission.col-memory')}
            </th>
            <th scope="col" className={th}>
              {_('submission.col-length')}
            </th>
            <th scope="col" className={th}>
              {_('submission.col-language')}
            </th>
            {root && (
              <th scope="col" className={th}>
                {_('submission.col-judger')}
              </th>
            )}
            {!compact && (
              <th scope="col" className={th}>
                {_('submission.col-author')}
              </th>
            )}
            <th scope="col" className={th}>
              {_('submission.col-submit-time')}
            </th>
            {root && (
              <th scope="col" className={th}>
                {_('submission.col-actions')}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.submitId} className="hover:bg-primary-50/40">
              <td className={td}>
                <Link
                  to={`/submission-detail/${row.submitId}`}
                  className="font-mono text-primary-600 hover:underline"
                >
                  {row.submitId}
                </Link>
              </td>
              {!compact && (
                <td className={td}>
                  <ProblemCell row={row} />
                </td>
              )}
              <td className={td}>
                <StatusCell row={row} />
              </td>
              <td className={`${td} tabular-nums text-slate-600`}>
                {figure(row, formatTime(row.time))}
              </td>
              <td className={`${td} tabular-nums text-slate-600`}>
                {figure(row, formatMemory(row.memory))}
              </td>
              <td className={`${td} tabular-nums text-slate-600`}>{formatLength(row.length)}</td>
              <td className={`${td} text-slate-600`}>{row.language}</td>
              {root && <td className={`${td} text-slate-500`}>{row.judger || '--'}</td>}
              {!compact && (
                <td className={td}>
                  <Link to={userLink(row)} className="text-slate-700 hover:text-primary-600">
                    {row.username}
                  </Link>
                </td>
              )}
              <td className={`${td} tabular-nums text-slate-500`}>
                {formatDateTime(row.submitTime)}
              </td>
              {root && (
                <td className={td}>
                  <AdminJudgeActions row={row} onRowChange={onRowChange} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The phone variant: two compact lines per submission. */
export function SubmissionCards({ rows, compact = false, onRowChange }: SubmissionRowsProps) {
  const root = useAtomValue(isSuperAdminAtom) && !compact;
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((row) => (
        <li key={row.submitId} className="space-y-1.5 px-4 py-3 text-sm">
          <div className="flex items-center gap-2">
            <Link to={`/submission-detail/${row.submitId}`} className="font-mono text-primary-600">
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
        </li>
      ))}
    </ul>
  );
}
