import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge';
import { EmptyState } from '../../../components/ui/empty-state';
import type { SolvedProblem } from '../api/get-user-home';

/** The solved problems under their difficulty, each a link to the problem. */
export function SolvedProblems({ groups }: { groups: Record<string, SolvedProblem[]> }) {
  const { _ } = useLingui();
  const levels = Object.keys(groups)
    .filter((key) => (groups[key]?.length ?? 0) > 0)
    .sort((a, b) => Number(a) - Number(b));
  if (levels.length === 0) return <EmptyState title={_('user-home.no-solved')} icon="book" />;
  return (
    <div className="space-y-4">
      {levels.map((level) => (
        <section
          key={level}
          aria-label={_('user-home.difficulty-group', { count: groups[level]!.length })}
        >
          <div className="mb-2 flex items-center gap-2">
            <DifficultyBadge level={Number(level)} />
            <span className="text-xs text-slate-500">
              {_('user-home.difficulty-group', { count: groups[level]!.length })}
            </span>
          </div>
          <ul className="flex flex-wrap gap-2">
            {groups[level]!.map((p) => (
              <li key={p.pid}>
                <Link
                  to={`/problem/${encodeURIComponent(p.problemId)}`}
                  title={p.title}
                  className="inline-flex rounded-md border border-slate-200 bg-white px-2.5 py-1 text-sm font-medium text-slate-700 transition-colors hover:border-primary-400 hover:text-primary-600"
                >
                  {p.problemId}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
