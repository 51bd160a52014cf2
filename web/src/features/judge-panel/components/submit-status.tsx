import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { JudgeStatusBadge } from '../../../components/ui/judge-status-badge';
import { cn } from '../../../lib/cn';
import { formatMemory, formatTime } from '../../../lib/format';
import { judgeStatusInfo, toneClasses } from '../../../lib/judge-status';
import type { LiveSubmission } from '../hooks/use-submit';

/** The latest submission's verdict, updated live, with one tile per judged case. */
export function SubmitStatus({ live, onClose }: { live: LiveSubmission; onClose: () => void }) {
  const { _ } = useLingui();
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3" aria-live="polite">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="text-slate-500">{_('judge-panel.result')}</span>
        <JudgeStatusBadge status={live.status} />
        {live.final && live.time !== null && (
          <span className="text-slate-600 tabular-nums">{formatTime(live.time)}</span>
        )}
        {live.final && live.memory !== null && (
          <span className="text-slate-600 tabular-nums">{formatMemory(live.memory)}</span>
        )}
        {live.final && live.score !== null && (
          <span className="text-slate-600 tabular-nums">
            {_('judge-panel.score', { score: live.score })}
          </span>
        )}
        <Link
          to={`/submission-detail/${live.submitId}`}
          className="ml-auto inline-flex items-center gap-1 text-primary-600 hover:underline"
        >
          {_('judge-panel.view-detail', { id: live.submitId })}
          <Icon name="chevron-right" className="size-4" />
        </Link>
        <button
          type="button"
          onClick={onClose}
          aria-label={_('common.close')}
          className="rounded p-0.5 text-slate-400 hover:text-slate-700"
        >
          <Icon name="close" className="size-4" />
        </button>
      </div>
      {live.cases.length > 0 && (
        <ol className="mt-3 flex flex-wrap gap-1.5" aria-label={_('judge-panel.cases')}>
          {live.cases.map((testCase) => {
            const info = judgeStatusInfo(testCase.status);
            return (
              <li
                key={testCase.index}
                title={`${_(info.labelId)} · ${formatTime(testCase.time)} · ${formatMemory(testCase.memory)}`}
                className={cn(
                  'flex min-w-12 flex-col items-center rounded-md px-2 py-1 text-xs ring-1 ring-inset',
                  toneClasses[info.tone],
                )}
              >
                <span className="font-semibold">#{testCase.index}</span>
                <span>{info.short}</span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
