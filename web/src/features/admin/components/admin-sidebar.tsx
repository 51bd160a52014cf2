import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { NavLink } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';
import { isSuperAdminAtom, userInfoAtom } from '../../../lib/session';
import { ADMIN_NAV, SITE_LINK, type AdminNavItem } from '../nav-items';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
    isActive ? 'bg-primary-600/15 text-white' : 'text-slate-300 hover:bg-white/5 hover:text-white',
  );

/** The admin menu: the sidebar on desktops and the drawer content on phones. */
export function AdminSidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { _ } = useLingui();
  const isRoot = useAtomValue(isSuperAdminAtom);
  const roles = useAtomValue(userInfoAtom)?.roleList ?? [];
  const shown = (item: AdminNavItem) =>
    (isRoot || !item.rootOnly) && (!item.roles || item.roles.some((r) => roles.includes(r)));
  const link = (item: AdminNavItem) => (
    <NavLink key={item.to} to={item.to} end={item.end} className={itemClass} onClick={onNavigate}>
      <Icon name={item.icon} className="size-[18px] opacity-80" />
      {_(item.labelId)}
    </NavLink>
  );
  return (
    <nav aria-label={_('admin.navigation')} className="flex flex-1 flex-col gap-1 p-3">
      {ADMIN_NAV.filter(shown).map(link)}
      <div className="mt-auto border-t border-white/10 pt-3">{link(SITE_LINK)}</div>
    </nav>
  );
}

/** The product name at the top of the sidebar. */
export function AdminBrand({ shortName }: { shortName: string }) {
  const { _ } = useLingui();
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-600 text-white">
        <Icon name="shield" className="size-[18px]" />
      </span>
      <div className="min-w-0 leading-tight">
        <p className="truncate font-bold text-white">{shortName}</p>
        <p className="truncate text-xs text-slate-400">{_('nav.management')}</p>
      </div>
    </div>
  );
}
