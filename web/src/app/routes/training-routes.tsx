import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../route-handle';

const lazyNamed = <M,>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const tabs = () => import('./training-tabs.route');
const problem = () => import('./training-problem.route');
const admin = () => import('./admin-training.route');

const TrainingDetailRoute = lazyNamed(
  () => import('./training-detail.route'),
  'TrainingDetailRoute',
);
const TrainingIntroductionRoute = lazyNamed(tabs, 'TrainingIntroductionRoute');
const TrainingProblemsRoute = lazyNamed(tabs, 'TrainingProblemsRoute');
const TrainingRankRoute = lazyNamed(tabs, 'TrainingRankRoute');
const TrainingRecordsRoute = lazyNamed(tabs, 'TrainingRecordsRoute');
const TrainingProblemRoute = lazyNamed(problem, 'TrainingProblemRoute');
const TrainingProblemFullScreenRoute = lazyNamed(problem, 'TrainingProblemFullScreenRoute');
const AdminTrainingRoute = lazyNamed(admin, 'AdminTrainingRoute');
const AdminTrainingFormRoute = lazyNamed(admin, 'AdminTrainingFormRoute');
const AdminTrainingProblemsRoute = lazyNamed(admin, 'AdminTrainingProblemsRoute');
const AdminTrainingCategoryRoute = lazyNamed(admin, 'AdminTrainingCategoryRoute');

const problemPage = { hideFooter: true } satisfies RouteHandle;

/**
 * /training/:trainingID (login required, the training's navbar mode) and its tabs; the problem
 * pages belong to the problem list tab.
 */
export const trainingDetailRoute: RouteObject = {
  path: 'training/:trainingID',
  element: <TrainingDetailRoute />,
  handle: {
    titleId: 'nav.training',
    loginRequired: true,
    navMode: 'training',
  } satisfies RouteHandle,
  children: [
    { index: true, element: <TrainingIntroductionRoute /> },
    { path: 'problems', element: <TrainingProblemsRoute /> },
    { path: 'rank', element: <TrainingRankRoute /> },
    { path: 'records', element: <TrainingRecordsRoute /> },
    { path: 'problem/:problemID', element: <TrainingProblemRoute />, handle: problemPage },
    {
      path: 'problem/:problemID/full-screen',
      element: <TrainingProblemFullScreenRoute />,
      handle: problemPage,
    },
  ],
};

const adminPage = (path: string, Component: ComponentType, titleId: string): RouteObject => ({
  path,
  element: <Component />,
  handle: { titleId } satisfies RouteHandle,
});

/** The back office's training pages, under /admin/. */
export const adminTrainingRoutes: RouteObject[] = [
  adminPage('training', AdminTrainingRoute, 'admin.nav.trainings'),
  adminPage('training/create', AdminTrainingFormRoute, 'admin-trainings.create'),
  adminPage('training/category', AdminTrainingCategoryRoute, 'admin.nav.training-categories'),
  adminPage('training/:trainingId/edit', AdminTrainingFormRoute, 'admin-trainings.edit'),
  adminPage(
    'training/:trainingId/problems',
    AdminTrainingProblemsRoute,
    'admin-trainings.tab-problems',
  ),
];
