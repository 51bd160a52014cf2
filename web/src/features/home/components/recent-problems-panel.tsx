import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { getRecentUpdatedProblem } from '../api/get-recent-updated-problem';
import { useResource } from '../../../lib/use-resource';
import { HomePanel, PanelStatus } from './home-panel';

/** The public problems changed last, each a link to its page. */
export function RecentProblemsPanel() {
  const { _ } = useLingui();
  const problems = useResource('recent-problems', getRecentUpdatedProblem);
  const rows = problems.data ?? [];
  return (
    <HomePanel title={_('home.recent-problems')} icon="list">
      <PanelStatus
        loading={problems.loading}
        failed={problems.failed && !problems.data}
        empty={rows.length === 0}
        emptyText={_('home.no-problems')}
        emptyIcon="list"
        onRetry={problems.reload}
      />
      {rows.length > 0 && (
        <ul className="divide-y divide-slate-100">
          {rows.map((problem) => (
            <li key={problem.id}>
              <Link
                to={`/problem/${encodeURIComponent(problem.problemId)}`}
                className="flex items-center gap-3 px-4 py-2.5 transition-colors hover:bg-primary-50/50 sm:px-5"
              >
                <span className="w-16 shrink-0 truncate font-mono text-xs text-slate-500">
                  {problem.problemId}
                </span>
                <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800 hover:text-primary-600">
                  {problem.title}
                </span>
                <time
                  dateTime={problem.gmtModified}
                  className="hidden shrink-0 text-xs text-slate-400 sm:inline"
                >
                  {formatDateTime(problem.gmtModified).slice(0, 10)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomePanel>
  );
}
