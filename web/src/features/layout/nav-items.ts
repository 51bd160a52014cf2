import type { IconName } from '../../components/ui/icon';

export interface NavItem {
  to: string;
  /** Lingui message id of the label. */
  labelId: string;
  icon: IconName;
  /** Other pages under this link (the rank link covers both rank lists). */
  activeAlso?: readonly string[];
  /** Active on the exact path only (a contest's or training's home). */
  end?: boolean;
}

/** Whether `pathname` is one of the item's other pages. */
export function isAlsoActive(item: NavItem, pathname: string): boolean {
  return (item.activeAlso ?? []).some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** The default navbar mode (contest, training and group modes come with those features). */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/home', labelId: 'nav.home', icon: 'home' },
  { to: '/problem', labelId: 'nav.problem', icon: 'list' },
  { to: '/training', labelId: 'nav.training', icon: 'book' },
  { to: '/contest', labelId: 'nav.contest', icon: 'trophy' },
  { to: '/group', labelId: 'nav.group', icon: 'users' },
  { to: '/status', labelId: 'nav.status', icon: 'pulse' },
  { to: '/acm-rank', labelId: 'nav.rank', icon: 'chart', activeAlso: ['/oi-rank'] },
];

/** Spec 3 section 2.12: the discussion link, shown while the public-discussion switch is on. */
export const DISCUSSION_NAV: NavItem = {
  to: '/discussion',
  labelId: 'nav.discussion',
  icon: 'message',
  activeAlso: ['/discussion-detail'],
};

/** The main links, with the discussion link when the site's switch allows it. */
export const mainNav = (openDiscussion: boolean): readonly NavItem[] =>
  openDiscussion ? [...MAIN_NAV, DISCUSSION_NAV] : MAIN_NAV;

/**
 * The navbar inside a contest, a training or a group (spec 1 section 2): back home, then that
 * one's own links. Routes ask for a mode through their handle (`navMode`); the root
 * layout reads the id from the route's params.
 */
export type NavMode =
  | { kind: 'contest'; id: number }
  | { kind: 'training'; id: number }
  | { kind: 'group'; id: number };

const BACK_HOME: NavItem = { to: '/home', labelId: 'nav.back-home', icon: 'arrow-left' };

/** The links of a navbar mode. */
export function navModeItems(mode: NavMode): readonly NavItem[] {
  if (mode.kind === 'contest') {
    const base = `/contest/${mode.id}`;
    return [
      BACK_HOME,
      { to: base, labelId: 'nav.contest-home', icon: 'trophy', end: true },
      {
        to: `${base}/problems`,
        labelId: 'nav.problem-list',
        icon: 'list',
        activeAlso: [`${base}/problem`],
      },
      { to: `${base}/submissions?onlyMine=true`, labelId: 'nav.my-submissions', icon: 'pulse' },
      { to: `${base}/rank`, labelId: 'nav.contest-rank', icon: 'chart' },
    ];
  }
  if (mode.kind === 'group') {
    const base = `/group/${mode.id}`;
    return [
      BACK_HOME,
      { to: base, labelId: 'nav.group-home', icon: 'users', end: true },
      { to: `${base}/problem`, labelId: 'groups.tab.problem', icon: 'list' },
      { to: `${base}/training`, labelId: 'groups.tab.training', icon: 'book' },
      { to: `${base}/contest`, labelId: 'groups.tab.contest', icon: 'trophy' },
      {
        to: `${base}/status`,
        labelId: 'groups.tab.status',
        icon: 'pulse',
        activeAlso: [`${base}/submission-detail`],
      },
      { to: `${base}/rank`, labelId: 'groups.tab.rank', icon: 'chart' },
      { to: `${base}/member`, labelId: 'groups.tab.member', icon: 'user' },
    ];
  }
  const base = `/training/${mode.id}`;
  return [
    BACK_HOME,
    { to: base, labelId: 'nav.training-home', icon: 'book', end: true },
    {
      to: `${base}/problems`,
      labelId: 'nav.problem-list',
      icon: 'list',
      activeAlso: [`${base}/problem`],
    },
  ];
}

export const ABOUT_NAV: readonly NavItem[] = [
  { to: '/introduction', labelId: 'nav.introduction', icon: 'info' },
];

export interface UserNavItem extends NavItem {
  adminOnly?: boolean;
  /** Shows the unread-messages badge. */
  unread?: boolean;
}

/** The user menu; `/user-home` gets `?username=` appended by the menu. */
export const USER_NAV: readonly UserNavItem[] = [
  { to: '/user-home', labelId: 'nav.user-home', icon: 'user' },
  { to: '/status?onlyMine=true', labelId: 'nav.submissions', icon: 'pulse' },
  { to: '/message/discuss', labelId: 'nav.messages', icon: 'bell', unread: true },
  { to: '/setting', labelId: 'nav.setting', icon: 'settings' },
  { to: '/admin', labelId: 'nav.management', icon: 'shield', adminOnly: true },
  { to: '/logout', labelId: 'nav.logout', icon: 'logout' },
];

export function userNavTarget(item: NavItem, username: string): string {
  return item.to === '/user-home' ? `/user-home?username=${encodeURIComponent(username)}` : item.to;
}
