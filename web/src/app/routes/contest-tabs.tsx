import { lazy, type ComponentType } from 'react';
import type { ContestTab } from '../../features/contests';
import { websiteConfigAtom } from '../../lib/website-config';
import { appStore } from '../providers';

/** A page under /contest/:contestID/ that belongs to a tab without being its own. */
export interface ContestSubPage {
  /** Path under /contest/:contestID/; its first segment is in the tab's `alsoFor`. */
  path: string;
  Component: ComponentType;
  /** Problem pages hide the footer (see `RouteHandle`). */
  hideFooter?: boolean;
}

/** A contest tab and the page it opens under /contest/:contestID/. */
export interface ContestTabRoute extends ContestTab {
  Component: ComponentType;
  /** More pages the tab stays selected on (the problems tab's problem pages). */
  pages?: readonly ContestSubPage[];
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
    pages: [
      {
        path: 'problem/:problemID',
        hideFooter: true,
        Component: lazyNamed(() => import('./contest-problem.route'), 'ContestProblemRoute'),
      },
      {
        path: 'problem/:problemID/full-screen',
        hideFooter: true,
        Component: lazyNamed(
          () => import('./contest-problem.route'),
          'ContestProblemFullScreenRoute',
        ),
      },
      {
        path: 'problem/:problemID/submission-detail/:submitID',
        Component: lazyNamed(
          () => import('./contest-submission-detail.route'),
          'ContestSubmissionDetailRoute',
        ),
      },
    ],
  },
  {
    // Spec section 2: for ACM and OI contests (type < 3), and to admins.
    path: 'submissions',
    labelId: 'contest.tab.submissions',
    icon: 'pulse',
    shown: ({ contest, isAdmin }) => contest.type < 3 || isAdmin,
    Component: lazyNamed(() => import('./contest-submissions.route'), 'ContestSubmissionsRoute'),
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
    // Issue 18: a finished ACM or OI contest taken again, against the others at the same minute.
    path: 'virtual',
    labelId: 'contest.tab.virtual',
    icon: 'play',
    shown: ({ contest, status }) => status === 1 && contest.type < 2,
    Component: lazyNamed(() => import('./contest-virtual.route'), 'ContestVirtualRoute'),
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
    // Spec 2 section 2: the Q and A (HOJ's comment tab), behind the contest-comment switch.
    path: 'comment',
    labelId: 'contest.tab.comment',
    icon: 'message',
    shown: () => appStore.get(websiteConfigAtom).openContestComment,
    Component: lazyNamed(() => import('./contest-comment.route'), 'ContestCommentRoute'),
  },
  {
    // Issue 19: questions to the jury and its answers; contest admins get the jury queue.
    path: 'clarifications',
    labelId: 'clarifications.tab',
    icon: 'info',
    Component: lazyNamed(
      () => import('./contest-clarifications.route'),
      'ContestClarificationsRoute',
    ),
  },
  {
    path: 'print',
    labelId: 'contest.tab.print',
    icon: 'file',
    shown: ({ contest }) => contest.openPrint,
    Component: lazyNamed(() => import('./contest-print.route'), 'ContestPrintRoute'),
  },
  {
    // Spec section 2: the balloon desk's list, for contest admins of ACM contests.
    path: 'ac-info',
    labelId: 'contest.tab.ac-info',
    icon: 'check',
    shown: ({ contest, isAdmin }) => isAdmin && contest.type === 0,
    Component: lazyNamed(() => import('./contest-ac-info.route'), 'ContestAcInfoRoute'),
  },
  {
    path: 'admin-print',
    labelId: 'contest.tab.admin-print',
    icon: 'download',
    shown: ({ contest, isAdmin }) => isAdmin && contest.openPrint,
    Component: lazyNamed(() => import('./contest-admin-print.route'), 'ContestAdminPrintRoute'),
  },
  {
    // Contest admins rejudge with a preview; the blind rejudge below it stays root's (spec 6).
    path: 'rejudge',
    labelId: 'contest.tab.rejudge',
    icon: 'refresh',
    shown: ({ isAdmin, isSuperAdmin }) => isAdmin || isSuperAdmin,
    Component: lazyNamed(() => import('./contest-rejudge.route'), 'ContestRejudgeRoute'),
    pages: [
      {
        path: 'rejudge/:previewId',
        Component: lazyNamed(
          () => import('./contest-rejudge-preview.route'),
          'ContestRejudgePreviewRoute',
        ),
      },
    ],
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
  {
    // Appeals: what one team saw at one moment (board, verdicts, announcements, answers).
    path: 'appeal',
    labelId: 'contest.tab.appeal',
    icon: 'eye',
    shown: ({ isAdmin }) => isAdmin,
    Component: lazyNamed(() => import('./contest-appeal.route'), 'ContestAppealRoute'),
  },
  {
    // Issue 19: accepted codes checked for copies (Dolos' core), for contest admins.
    path: 'plagiarism',
    labelId: 'contest.tab.plagiarism',
    icon: 'columns',
    shown: ({ isAdmin }) => isAdmin,
    Component: lazyNamed(() => import('./contest-plagiarism.route'), 'ContestPlagiarismRoute'),
  },
];
