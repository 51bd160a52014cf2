import { useLingui } from '@lingui/react';
import { Link, NavLink } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';
import { useContestScope } from '../contest-scope';

const tabs = [
  ['edit', 'admin-contests.tab-edit'],
  ['problems', 'admin-contests.tab-problems'],
  ['announcement', 'admin-contests.tab-announcements'],
] as const;

/**
 * The heading of a contest admin page: the way back to the list, the page name, the contest's
 * title, and (for a stored contest) links between its form, problems and announcements.
 */
export function ContestHeader({
  heading,
  cid,
  contestTitle,
}: {
  heading: string;
  cid?: number;
  contestTitle?: string | undefined;
}) {
  const { _ } = useLingui();
  const scope = useContestScope();
  return (
    <div className="space-y-3">
      <Link
        to={scope.list}
        className="inline-flex items-center gap-1 text-sm text-slate-500 hover:text-primary-600"
      >
        <Icon name="arrow-left" className="size-4" />
        {_('admin-contests.back-to-list')}
      </Link>
      <div>
        <h1 className="text-xl font-semibold text-slate-900">{heading}</h1>
        {contestTitle && (
          <p className="mt-1 text-sm break-words text-slate-500">
            {cid !== undefined && <span className="tabular-nums">#{cid} · </span>}
            {contestTitle}
          </p>
        )}
      </div>
      {cid !== undefined && (
        <nav
          aria-label={_('admin-contests.contest-pages')}
          className="flex gap-1 overflow-x-auto border-b border-slate-200"
        >
          {tabs.map(([path, id]) => (
            <NavLink
              key={path}
              to={scope.page(cid, path)}
              className={({ isActive }) =>
                cn(
                  '-mb-px border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                  isActive
                    ? 'border-primary-600 text-primary-700'
                    : 'border-transparent text-slate-500 hover:text-slate-800',
                )
              }
            >
              {_(id)}
            </NavLink>
          ))}
        </nav>
      )}
    </div>
  );
}

/** The Back button of a group's contest admin pages (spec 3 section 2.7); none in the back office. */
export function ScopeBackButton() {
  const { _ } = useLingui();
  const scope = useContestScope();
  if (scope.gid === null) return null;
  return (
    <Link
      to={scope.list}
      className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:border-slate-400"
    >
      <Icon name="arrow-left" className="size-4" />
      {_('group-contests.back')}
    </Link>
  );
}
