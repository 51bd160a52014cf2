import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';
import { AdminRoot } from './routes/admin-root';
import { contestTabs } from './routes/contest-tabs';
import { PageLoading } from './routes/page-loading';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';
import { groupDetailRoute, groupListRoute } from './routes/group-routes';
import { groupTrainingFullScreenRoute } from './routes/group-training-routes';
import { groupProblemFullScreenRoute } from './routes/group-problem-routes';
import { adminTrainingRoutes, trainingDetailRoute } from './routes/training-routes';

/** React.lazy for a module that exports the component by name (no default exports here). */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const HomeRoute = lazyNamed(() => import('./routes/home.route'), 'HomeRoute');
const ProblemRoute = lazyNamed(() => import('./routes/problem.route'), 'ProblemRoute');
const ProblemDetailRoute = lazyNamed(
  () => import('./routes/problem-detail.route'),
  'ProblemDetailRoute',
);
const ProblemFullScreenRoute = lazyNamed(
  () => import('./routes/problem-full-screen.route'),
  'ProblemFullScreenRoute',
);
const SubmissionDetailRoute = lazyNamed(
  () => import('./routes/submission-detail.route'),
  'SubmissionDetailRoute',
);
const TrainingRoute = lazyNamed(() => import('./routes/training.route'), 'TrainingRoute');
const ContestRoute = lazyNamed(() => import('./routes/contest.route'), 'ContestRoute');
const ContestDetailRoute = lazyNamed(
  () => import('./routes/contest-detail.route'),
  'ContestDetailRoute',
);
const ContestScoreboardRoute = lazyNamed(
  () => import('./routes/contest-scoreboard.route'),
  'ContestScoreboardRoute',
);
const StatusRoute = lazyNamed(() => import('./routes/status.route'), 'StatusRoute');
const AcmRankRoute = lazyNamed(() => import('./routes/acm-rank.route'), 'AcmRankRoute');
const OiRankRoute = lazyNamed(() => import('./routes/oi-rank.route'), 'OiRankRoute');
const IntroductionRoute = lazyNamed(
  () => import('./routes/introduction.route'),
  'IntroductionRoute',
);
const SettingRoute = lazyNamed(() => import('./routes/setting.route'), 'SettingRoute');
const UserHomeRoute = lazyNamed(() => import('./routes/user-home.route'), 'UserHomeRoute');
const LogoutRoute = lazyNamed(() => import('./routes/logout.route'), 'LogoutRoute');
const ResetPasswordRoute = lazyNamed(
  () => import('./routes/reset-password.route'),
  'ResetPasswordRoute',
);
const AdminShellRoute = lazyNamed(() => import('./routes/admin-shell.route'), 'AdminShellRoute');
const AdminLoginRoute = lazyNamed(() => import('./routes/admin-login.route'), 'AdminLoginRoute');
const AdminDashboardRoute = lazyNamed(
  () => import('./routes/admin-dashboard.route'),
  'AdminDashboardRoute',
);
const AdminTagsRoute = lazyNamed(() => import('./routes/admin-tags.route'), 'AdminTagsRoute');
const AdminGroupProblemApplyRoute = lazyNamed(
  () => import('./routes/admin-group-problem-apply.route'),
  'AdminGroupProblemApplyRoute',
);
const AdminProblemBatchRoute = lazyNamed(
  () => import('./routes/admin-problem-batch.route'),
  'AdminProblemBatchRoute',
);
const AdminAnnouncementRoute = lazyNamed(
  () => import('./routes/admin-announcement.route'),
  'AdminAnnouncementRoute',
);
const AdminConfigRoute = lazyNamed(() => import('./routes/admin-config.route'), 'AdminConfigRoute');
const AdminSwitchRoute = lazyNamed(() => import('./routes/admin-switch.route'), 'AdminSwitchRoute');
const AdminAuditRoute = lazyNamed(() => import('./routes/admin-audit.route'), 'AdminAuditRoute');
const AdminMailOutboxRoute = lazyNamed(
  () => import('./routes/admin-mail-outbox.route'),
  'AdminMailOutboxRoute',
);
const MessageRoute = lazyNamed(() => import('./routes/message.route'), 'MessageRoute');
const AdminUserRoute = lazyNamed(() => import('./routes/admin-user.route'), 'AdminUserRoute');
const AdminNoticeRoute = lazyNamed(() => import('./routes/admin-notice.route'), 'AdminNoticeRoute');
const AdminContestRoute = lazyNamed(
  () => import('./routes/admin-contest.route'),
  'AdminContestRoute',
);
const AdminContestFormRoute = lazyNamed(
  () => import('./routes/admin-contest-form.route'),
  'AdminContestFormRoute',
);
const AdminContestProblemsRoute = lazyNamed(
  () => import('./routes/admin-contest-problems.route'),
  'AdminContestProblemsRoute',
);
const AdminContestAnnouncementRoute = lazyNamed(
  () => import('./routes/admin-contest-announcement.route'),
  'AdminContestAnnouncementRoute',
);
const AdminProblemsRoute = lazyNamed(
  () => import('./routes/admin-problems.route'),
  'AdminProblemsRoute',
);
const AdminProblemFormRoute = lazyNamed(
  () => import('./routes/admin-problem-form.route'),
  'AdminProblemFormRoute',
);
const DiscussionRoute = lazyNamed(() => import('./routes/discussion.route'), 'DiscussionRoute');
const DiscussionDetailRoute = lazyNamed(
  () => import('./routes/discussion.route'),
  'DiscussionDetailRoute',
);
const AdminDiscussionRoute = lazyNamed(
  () => import('./routes/discussion.route'),
  'AdminDiscussionRoute',
);
const NotFoundRoute = lazyNamed(() => import('./routes/not-found.route'), 'NotFoundRoute');
const ScrollBoardRoute = lazyNamed(() => import('./routes/scroll-board.route'), 'ScrollBoardRoute');

const page = (path: string, Component: ComponentType, handle: RouteHandle = {}): RouteObject => ({
  path,
  element: <Component />,
  handle,
});

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      page('home', HomeRoute, { titleId: 'nav.home' }),
      page('problem', ProblemRoute, { titleId: 'nav.problem' }),
      page('problem/:problemID', ProblemDetailRoute, { titleId: 'nav.problem', hideFooter: true }),
      page('problem/:problemID/full-screen', ProblemFullScreenRoute, {
        titleId: 'nav.problem',
        hideFooter: true,
      }),
      groupTrainingFullScreenRoute,
      groupProblemFullScreenRoute,
      page('training', TrainingRoute, { titleId: 'nav.training' }),
      trainingDetailRoute,
      page('contest', ContestRoute, { titleId: 'nav.contest' }),
      {
        path: 'contest/:contestID',
        element: <ContestDetailRoute />,
        handle: {
          titleId: 'nav.contest',
          loginRequired: true,
          navMode: 'contest',
        } satisfies RouteHandle,
        children: contestTabs.flatMap(({ path, Component, pages = [] }) => [
          path === '' ? { index: true, element: <Component /> } : { path, element: <Component /> },
          ...pages.map((sub) => ({
            path: sub.path,
            element: <sub.Component />,
            handle: { hideFooter: sub.hideFooter ?? false } satisfies RouteHandle,
          })),
        ]),
      },
      // The outside scoreboards: no login (spec section 2).
      page('contest/acm-scoreboard/:contestID', ContestScoreboardRoute, {
        titleId: 'scoreboard.title',
      }),
      page('contest/oi-scoreboard/:contestID', ContestScoreboardRoute, {
        titleId: 'scoreboard.title',
      }),
      page('discussion', DiscussionRoute, { titleId: 'nav.discussion' }),
      page('discussion/:problemID', DiscussionRoute, { titleId: 'nav.discussion' }),
      page('discussion-detail/:discussionID', DiscussionDetailRoute, {
        titleId: 'nav.discussion',
      }),
      groupListRoute,
      groupDetailRoute,
      page('status', StatusRoute, { titleId: 'nav.status' }),
      page('submission-detail/:submitID', SubmissionDetailRoute, {
        titleId: 'submission.detail-page',
      }),
      page('acm-rank', AcmRankRoute, { titleId: 'rank.acm-title' }),
      page('oi-rank', OiRankRoute, { titleId: 'rank.oi-title' }),
      page('introduction', IntroductionRoute, { titleId: 'nav.introduction' }),
      page('setting', SettingRoute, { titleId: 'nav.setting', loginRequired: true }),
      page('user-home', UserHomeRoute, { titleId: 'nav.user-home' }),
      page('logout', LogoutRoute, { titleId: 'nav.logout' }),
      page('reset-password', ResetPasswordRoute, { titleId: 'auth.reset-password' }),
      {
        path: 'message',
        element: <Navigate to="/message/discuss" replace />,
        handle: { loginRequired: true } satisfies RouteHandle,
      },
      page('message/:box', MessageRoute, { titleId: 'messages.title', loginRequired: true }),
      page('*', NotFoundRoute, { titleId: 'not-found.title' }),
    ],
  },
  {
    // The projector's scroll board: a full window of its own, no navbar or footer.
    path: '/scrollBoard',
    element: (
      <Suspense fallback={<PageLoading />}>
        <ScrollBoardRoute />
      </Suspense>
    ),
    errorElement: <RouteError />,
  },
  {
    // The admin area has its own layout (no navbar or footer) and its own login page.
    path: '/admin',
    element: <AdminRoot />,
    errorElement: <RouteError />,
    handle: { titleId: 'nav.management' } satisfies RouteHandle,
    children: [
      page('login', AdminLoginRoute, { titleId: 'admin.login.title' }),
      {
        element: <AdminShellRoute />,
        children: [
          {
            index: true,
            element: <AdminDashboardRoute />,
            handle: { titleId: 'admin.nav.dashboard' },
          },
          page('problems', AdminProblemsRoute, { titleId: 'admin.nav.problems' }),
          page('problem/create', AdminProblemFormRoute, { titleId: 'admin-problems.create' }),
          page('problem/edit/:problemId', AdminProblemFormRoute, {
            titleId: 'admin-problems.edit',
          }),
          page('problem/tag', AdminTagsRoute, { titleId: 'admin.nav.problem-tags' }),
          page('group-problem/apply', AdminGroupProblemApplyRoute, {
            titleId: 'group-problems.nav-apply',
          }),
          page('problem/batch-operation', AdminProblemBatchRoute, {
            titleId: 'admin.nav.problem-batch',
          }),
          page('announcement', AdminAnnouncementRoute, { titleId: 'admin.nav.announcements' }),
          page('conf', AdminConfigRoute, { titleId: 'admin.nav.config' }),
          page('switch', AdminSwitchRoute, { titleId: 'admin.nav.switch' }),
          page('mail-outbox', AdminMailOutboxRoute, { titleId: 'admin.nav.mail-outbox' }),
          page('audit', AdminAuditRoute, { titleId: 'admin-audit.title' }),
          page('user', AdminUserRoute, { titleId: 'admin.nav.users' }),
          page('notice', AdminNoticeRoute, { titleId: 'admin.nav.notices' }),
          page('discussion', AdminDiscussionRoute, { titleId: 'admin.nav.discussions' }),
          ...adminTrainingRoutes,
          page('contest', AdminContestRoute, { titleId: 'admin.nav.contests' }),
          page('contest/create', AdminContestFormRoute, { titleId: 'admin-contests.create' }),
          page('contest/:contestId/edit', AdminContestFormRoute, {
            titleId: 'admin-contests.edit',
          }),
          page('contest/:contestId/problems', AdminContestProblemsRoute, {
            titleId: 'admin-contests.tab-problems',
          }),
          page('contest/:contestId/problem/create', AdminProblemFormRoute, {
            titleId: 'admin-problems.create',
          }),
          page('contest/:contestId/problem/:problemId/edit', AdminProblemFormRoute, {
            titleId: 'admin-problems.edit',
          }),
          page('contest/:contestId/announcement', AdminContestAnnouncementRoute, {
            titleId: 'admin-contests.tab-announcements',
          }),
          page('*', NotFoundRoute, { titleId: 'not-found.title' }),
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
