import { useLingui } from '@lingui/react';
import { Link, NavLink } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';

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
  return (
    <div className="space-y-3">
      <Link
        to="/admin/contest"
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
              to={`/admin/contest/${cid}/${path}`}
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
