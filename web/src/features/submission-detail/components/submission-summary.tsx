import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { JudgeStatusBadge } from '../../../components/ui/judge-status-badge';
import { formatDateTime, formatLength, formatMemory, formatTime } from '../../../lib/format';
import { isJudging, JudgeStatus } from '../../../lib/judge-status';
import type { SubmissionRow } from '../../../lib/submission';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm font-medium break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** The verdict and figures of one submission. */
export function SubmissionSummary({
  row,
  status,
  problemPath,
}: {
  row: SubmissionRow;
  status: number;
  /** The problem's page when it is not /problem/<display id> (a contest's problem). */
  problemPath?: string | undefined;
}) {
  const { _ } = useLingui();
  const judging = isJudging(status);
  // Nothing ran for a compile error: no time or memory to show.
  const ran = !judging && status !== JudgeStatus.COMPILE_ERROR;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <JudgeStatusBadge status={status} className="px-3 py-1 text-sm" />
        {row.score !== null && row.score !== undefined && !judging && (
          <span className="text-sm font-medium text-slate-700">
            {_('submission.score', { score: row.score })}
          </span>
        )}
        {row.isManual && <span className="text-xs text-amber-600">{_('submission.manual')}</span>}
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
        <Item label={_('submission.col-problem')}>
          <Link
            to={problemPath ?? `/problem/${encodeURIComponent(row.displayPid)}`}
            className="text-primary-600 hover:underline"
          >
            <span className="font-mono">{row.displayPid}</span>
            {row.title && <span className="ml-1.5">{row.title}</span>}
          </Link>
        </Item>
        <Item label={_('submission.col-author')}>
          <Link
            to={`/user-home?uid=${encodeURIComponent(row.uid)}&username=${encodeURIComponent(row.username)}`}
            className="text-slate-800 hover:text-primary-600"
          >
            {row.username}
          </Link>
        </Item>
        <Item label={_('submission.col-language')}>{row.language}</Item>
        <Item label={_('submission.col-submit-time')}>{formatDateTime(row.submitTime)}</Item>
        <Item label={_('submission.col-time')}>{ran ? formatTime(row.time) : '--'}</Item>
        <Item label={_('submission.col-memory')}>{ran ? formatMemory(row.memory) : '--'}</Item>
        <Item label={_('submission.col-length')}>{formatLength(row.length)}</Item>
        {row.judger && <Item label={_('submission.col-judger')}>{row.judger}</Item>}
      </dl>
    </div>
  );
}
