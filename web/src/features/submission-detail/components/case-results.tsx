import { useLingui } from '@lingui/react';
import { JudgeStatusBadge } from '../../../components/ui/judge-status-badge';
import { formatMemory, formatTime } from '../../../lib/format';
import type { CaseResults, JudgeCase, SubtaskResult } from '../api/get-all-case-result';

function CaseTable({ cases, showScore }: { cases: JudgeCase[]; showScore: boolean }) {
  const { _ } = useLingui();
  const th = 'px-3 py-2 text-left text-xs font-semibold text-slate-500 uppercase whitespace-nowrap';
  const td = 'px-3 py-2 text-sm whitespace-nowrap';
  const hasMessage = cases.some((c) => c.message || c.userOutput);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse">
        <thead className="border-b border-slate-200 bg-slate-50/80">
          <tr>
            <th scope="col" className={th}>
              {_('submission.case')}
            </th>
            <th scope="col" className={th}>
              {_('submission.col-status')}
            </th>
            <th scope="col" className={th}>
              {_('submission.col-time')}
            </th>
            <th scope="col" className={th}>
              {_('submission.col-memory')}
            </th>
            {showScore && (
              <th scope="col" className={th}>
                {_('submission.score-label')}
              </th>
            )}
            <th scope="col" className={th}>
              {_('submission.case-files')}
            </th>
            {hasMessage && (
              <th scope="col" className={th}>
                {_('submission.case-message')}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {cases.map((c, index) => (
            <tr key={c.caseId ?? index} className="align-top">
              <td className={`${td} font-mono text-slate-600`}>#{c.caseId ?? index + 1}</td>
              <td className={td}>
                <JudgeStatusBadge status={c.status} />
              </td>
              <td className={`${td} tabular-nums text-slate-600`}>{formatTime(c.time)}</td>
              <td className={`${td} tabular-nums text-slate-600`}>{formatMemory(c.memory)}</td>
              {showScore && (
                <td className={`${td} tabular-nums text-slate-600`}>{c.score ?? '--'}</td>
              )}
              <td className={`${td} font-mono text-xs text-slate-500`}>
                {[c.inputData, c.outputData].filter(Boolean).join(' / ') || '--'}
              </td>
              {hasMessage && (
                <td className="max-w-80 px-3 py-2 text-xs text-slate-600">
                  {c.message && <p className="break-words">{c.message}</p>}
                  {c.userOutput && (
                    <pre className="mt-1 max-h-32 overflow-auto rounded bg-slate-50 p-1.5 font-mono">
                      {c.userOutput}
                    </pre>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
