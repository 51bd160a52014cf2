import type { IconName } from '../../components/ui/icon';

export interface AdminNavItem {
  to: string;
  /** Lingui message id of the label. */
  labelId: string;
  icon: IconName;
  /** Only active on the exact path (the dashboard). */
  end?: boolean;
}

/** The admin sidebar; more screens join as their issues land. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin', labelId: 'admin.nav.dashboard', icon: 'chart', end: true },
  { to: '/admin/problem/tag', labelId: 'admin.nav.problem-tags', icon: 'tag' },
];

/** The way back to the public site, shown under the admin entries. */
export const SITE_LINK: AdminNavItem = {
  to: '/home',
  labelId: 'admin.nav.back-to-site',
  icon: 'home',
};
