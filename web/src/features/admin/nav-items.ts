import type { IconName } from '../../components/ui/icon';

export interface AdminNavItem {
  to: string;
  /** Lingui message id of the label. */
  labelId: string;
  icon: IconName;
  /** Only active on the exact path (the dashboard). */
  end?: boolean;
  /** Shown to the super admin only (the server refuses everyone else anyway). */
  rootOnly?: boolean;
  /** Shown to these roles only (the holders of the server's permission for the screen). */
  roles?: readonly string[];
}

/** The admin sidebar; more screens join as their issues land. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin', labelId: 'admin.nav.dashboard', icon: 'chart', end: true },
  { to: '/admin/problems', labelId: 'admin.nav.problems', icon: 'book' },
  { to: '/admin/problem/tag', labelId: 'admin.nav.problem-tags', icon: 'tag' },
  // Reviewing group problems' applications to be public: root and problem_admin (HOJ).
  {
    to: '/admin/group-problem/apply',
    labelId: 'group-problems.nav-apply',
    icon: 'upload',
    roles: ['root', 'problem_admin'],
  },
  {
    to: '/admin/problem/batch-operation',
    labelId: 'admin.nav.problem-batch',
    icon: 'download',
    rootOnly: true,
  },
  // Training admin: HOJ's admin, problem_admin and root (categories: problem_admin and root).
  { to: '/admin/training', labelId: 'admin.nav.trainings', icon: 'book' },
  {
    to: '/admin/training/category',
    labelId: 'admin.nav.training-categories',
    icon: 'tag',
    roles: ['root', 'problem_admin'],
  },
  // Every admin role manages contests (server: contestManagers); lists show one's own.
  { to: '/admin/contest', labelId: 'admin.nav.contests', icon: 'trophy' },
  {
    to: '/admin/announcement',
    labelId: 'admin.nav.announcements',
    icon: 'info',
    rootOnly: true,
  },
  { to: '/admin/conf', labelId: 'admin.nav.config', icon: 'settings', rootOnly: true },
  { to: '/admin/switch', labelId: 'admin.nav.switch', icon: 'shuffle', rootOnly: true },
  { to: '/admin/mail-outbox', labelId: 'admin.nav.mail-outbox', icon: 'send', rootOnly: true },
  { to: '/admin/audit', labelId: 'admin-audit.title', icon: 'history', rootOnly: true },
  // user_admin: root and admin (server/src/auth/roles.ts).
  { to: '/admin/user', labelId: 'admin.nav.users', icon: 'users', roles: ['root', 'admin'] },
  { to: '/admin/notice', labelId: 'admin.nav.notices', icon: 'bell', rootOnly: true },
  // Discussion admin: admin, problem_admin and root (hoj-api.json admin-discussion).
  { to: '/admin/discussion', labelId: 'admin.nav.discussions', icon: 'message' },
];

/** The way back to the public site, shown under the admin entries. */
export const SITE_LINK: AdminNavItem = {
  to: '/home',
  labelId: 'admin.nav.back-to-site',
  icon: 'home',
};
