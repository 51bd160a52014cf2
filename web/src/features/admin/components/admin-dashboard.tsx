import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { userInfoAtom } from '../../../lib/session';
import { ADMIN_NAV, SITE_LINK } from '../nav-items';

/** /admin: a welcome card with shortcuts; the statistics come with the admin dashboard issue. */
export function AdminDashboard() {
  const { _ } = useLingui();
  const user = useAtomValue(userInfoAtom);
  const links = [...ADMIN_NAV.filter((item) => item.to !== '/admin'), SITE_LINK];
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <Card className="p-5 sm:p-8">
        <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">
          {_('admin.dashboard.welcome', { name: user?.username ?? '' })}
        </h1>
        <p className="mt-2 text-sm text-slate-500">
          {_('admin.dashboard.roles', { roles: (user?.roleList ?? []).join(', ') })}
        </p>
        <p className="mt-4 flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-600">
          <Icon name="info" className="mt-px size-4 text-slate-400" />
          {_('admin.dashboard.stats-later')}
        </p>
      </Card>
      <div className="grid gap-3 sm:grid-cols-2">
        {links.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            className="group flex items-center gap-3 rounded-xl border border-slate-200/80 bg-white p-4 shadow-sm transition-colors hover:border-primary-300"
          >
            <span className="flex size-10 items-center justify-center rounded-lg bg-primary-50 text-primary-600">
              <Icon name={item.icon} />
            </span>
            <span className="flex-1 font-medium text-slate-800">{_(item.labelId)}</span>
            <Icon
              name="chevron-right"
              className="size-4 text-slate-300 group-hover:text-primary-500"
            />
          </Link>
        ))}
      </div>
    </div>
  );
}
