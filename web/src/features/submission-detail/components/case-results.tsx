import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { JudgeStatusBadge } from '../../../components/ui/judge-status-badge';
import { formatMemory, formatTime } from '../../../lib/format';
import type { CaseResults, JudgeCase, SubtaskResult } from '../api/get-all-case-result';

type Translate = (id: string, values?: Record<string, unknown>) => string;

/** A number cell (the column's classes style its header too, so the look goes on a span). */
const figure = (value: ReactNode) => <span className="text-slate-600 tabular-nums">{value}</span>;

function columnsOf(_: Translate, showScore: boolean, hasMessage: boolean): Column<JudgeCase>[] {
  return [
    {
      key: 'case',
      header: _('submission.case'),
      cell: (c, index) => (
        <span className="font-mono text-slate-600">#{c.caseId ?? index + 1}</span>
      ),
      className: 'whitespace-nowrap',
    },
    {
      key: 'status',
      header: _('submission.col-status'),
      cell: (c) => <JudgeStatusBadge status={c.status} />,
      className: 'whitespace-nowrap',
    },
    {
      key: 'time',
      header: _('submission.col-time'),
      cell: (c) => figure(formatTime(c.time)),
      className: 'whitespace-nowrap',
    },
    {
      key: 'memory',
      header: _('submission.col-memory'),
      cell: (c) => figure(formatMemory(c.memory)),
      className: 'whitespace-nowrap',
    },
    ...(showScore
      ? [
          {
            key: 'score',
            header: _('submission.score-label'),
            cell: (c: JudgeCase) => figure(c.score ?? '--'),
            className: 'whitespace-nowrap',
          },
        ]
      : []),
    {
      key: 'files',
      header: _('submission.case-files'),
      cell: (c) => (
        <span className="font-mono text-xs text-slate-500">
          {[c.inputData, c.outputData].filter(Boolean).join(' / ') || '--'}
        </span>
      ),
      className: 'whitespace-nowrap',
    },
    ...(hasMessage
      ? [
          {
            key: 'message',
            header: _('submission.case-message'),
            cell: (c: JudgeCase) => (
              <div className="text-xs text-slate-600">
                {c.message && <p className="break-words">{c.message}</p>}
                {c.userOutput && (
                  <pre className="mt-1 max-h-32 overflow-auto rounded bg-slate-50 p-1.5 font-mono">
                    {c.userOutput}
                  </pre>
                )}
              </div>
            ),
            className: 'max-w-80',
          },
        ]
      : []),
  ];
}

function CaseTable({ cases, showScore }: { cases: JudgeCase[]; showScore: boolean }) {
  const { _ } = useLingui();
  const hasMessage = cases.some((c) => c.message || c.userOutput);
  return (
    <DataTable
      columns={columnsOf(_, showScore, hasMessage)}
      rows={cases}
      rowKey={(c) => c.caseId ?? cases.indexOf(c)}
      rowClassName={() => 'align-top'}
      empty={_('submission.no-cases')}
      // Natural width: the few columns fit a phone or scroll sideways on their own.
      minWidth={0}
    />
  );
}

function Subtask({ group, showScore }: { group: SubtaskResult; showScore: boolean }) {
  const { _ } = useLingui();
  return (
    <details open className="overflow-hidden rounded-lg border border-slate-200">
      <summary className="flex cursor-pointer flex-wrap items-center gap-x-4 gap-y-1 bg-slate-50 px-3 py-2 text-sm">
        <span className="font-semibold text-slate-800">
          {_('submission.subtask', { n: group.groupNum })}
        </span>
        <JudgeStatusBadge status={group.status} />
        <span className="text-slate-600 tabular-nums">
          {_('submission.subtask-passed', { ac: group.ac, total: group.total })}
        </span>
        {group.score !== null && (
          <span className="text-slate-600 tabular-nums">
            {_('submission.score', { score: group.score })}
          </span>
        )}
        <span className="text-slate-500 tabular-nums">{formatTime(group.time)}</span>
        <span className="text-slate-500 tabular-nums">{formatMemory(group.memory)}</span>
      </summary>
      <CaseTable cases={group.subtaskDetailList} showScore={showScore} />
    </details>
  );
}

/** Per-case results, grouped by subtask in the OI subtask modes. */
export function CaseResultsView({
  results,
  showScore,
}: {
  results: CaseResults;
  /** OI submissions (the row has a score) show each case's score. */
  showScore: boolean;
}) {
  const { _ } = useLingui();
  if (results.subTaskJudgeCaseVoList && results.subTaskJudgeCaseVoList.length > 0) {
    return (
      <div className="space-y-3">
        {results.subTaskJudgeCaseVoList.map((group) => (
          <Subtask key={group.groupNum} group={group} showScore={showScore} />
        ))}
      </div>
    );
  }
  if (results.judgeCaseList.length === 0) {
    return <p className="text-sm text-slate-500">{_('submission.no-cases')}</p>;
  }
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200">
      <CaseTable cases={results.judgeCaseList} showScore={showScore} />
    </div>
  );
}
