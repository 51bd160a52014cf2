import { lazy, type ComponentType } from 'react';
import type { ContestTab } from '../../features/contests';

/** A contest tab and the page it opens under /contest/:contestID/. */
export interface ContestTabRoute extends ContestTab {
  Component: ComponentType;
}

const lazyNamed = <M,>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

/**
 * The one list of contest tabs, in display order: the router makes each entry a child route
 * of the contest layout, and the layout shows it as a tab. A new tab (submissions, rank,
 * print, ac-info...) is one more entry here, with `shown` for who sees it (spec section 2).
 */
export const contestTabs: readonly ContestTabRoute[] = [
  {
    path: '',
    labelId: 'contest.tab.overview',
    icon: 'home',
    Component: lazyNamed(() => import('./contest-overview.route'), 'ContestOverviewRoute'),
  },
  {
    path: 'problems',
    labelId: 'contest.tab.problems',
    icon: 'list',
    alsoFor: ['problem'],
    Component: lazyNamed(() => import('./contest-problems.route'), 'ContestProblemsRoute'),
  },
  {
    // Spec section 2: the rank tab shows for ACM and OI contests, and to admins.
    path: 'rank',
    labelId: 'scoreboard.tab',
    icon: 'trophy',
    shown: ({ contest, isAdmin }) => contest.type < 2 || isAdmin,
    Component: lazyNamed(() => import('./contest-rank.route'), 'ContestRankRoute'),
  },
  {
    path: 'announcements',
    labelId: 'contest.tab.announcements',
    icon: 'bell',
    Component: lazyNamed(
      () => import('./contest-announcements.route'),
      'ContestAnnouncementsRoute',
    ),
  },
  {
    // Spec section 2: the projector's scroll board, for contest admins of ACM contests.
    path: 'scroll-board',
    labelId: 'contest.tab.scroll-board',
    icon: 'maximize',
    shown: ({ contest, isAdmin }) => isAdmin && contest.type === 0,
    Component: lazyNamed(
      () => import('./contest-scroll-board-config.route'),
      'ContestScrollBoardConfigRoute',
    ),
  },
  {
    // The board at any minute of the contest, for contest admins.
    path: 'replay',
    labelId: 'contest.tab.replay',
    icon: 'history',
    shown: ({ isAdmin }) => isAdmin,
    Component: lazyNamed(() => import('./contest-replay.route'), 'ContestReplayRoute'),
  },
];
