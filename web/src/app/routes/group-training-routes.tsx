import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../route-handle';

const lazyNamed = <M,>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const load = () => import('./group-training.route');
const tabs = () => import('./training-tabs.route');
const problem = () => import('./training-problem.route');
const List = lazyNamed(load, 'GroupTrainingListRoute');
const Admin = lazyNamed(load, 'GroupTrainingAdminRoute');
const Form = lazyNamed(load, 'GroupTrainingFormRoute');
const Problems = lazyNamed(load, 'GroupTrainingProblemsRoute');
const Detail = lazyNamed(load, 'GroupTrainingDetailRoute');
const Focus = lazyNamed(load, 'GroupTrainingFocusRoute');
const Introduction = lazyNamed(tabs, 'TrainingIntroductionRoute');
const TrainingProblems = lazyNamed(tabs, 'TrainingProblemsRoute');
const Rank = lazyNamed(tabs, 'TrainingRankRoute');
const Problem = lazyNamed(problem, 'TrainingProblemRoute');
const ProblemFullScreen = lazyNamed(problem, 'TrainingProblemFullScreenRoute');

const problemPage = { hideFooter: true } satisfies RouteHandle;

/**
 * Children of /group/:groupID for the group trainings: the list, the admin list, the training
 * form and a training's problem set (group admins), and a training's own pages (the training
 * layout with its introduction, problems, a problem and the rank), all under the Training tab.
 */
export const groupTrainingRoutes: RouteObject[] = [
  { path: 'training', element: <List /> },
  { path: 'training/admin', element: <Admin /> },
  { path: 'training/create', element: <Form /> },
  { path: 'training/:trainingID/edit', element: <Form /> },
  { path: 'training/:trainingID/admin-problems', element: <Problems /> },
  {
    path: 'training/:trainingID',
    element: <Detail />,
    children: [
      { index: true, element: <Introduction /> },
      { path: 'problems', element: <TrainingProblems /> },
      { path: 'rank', element: <Rank /> },
      { path: 'problem/:problemID', element: <Problem />, handle: problemPage },
    ],
  },
];

/**
 * /group/:groupID/training/:trainingID/problem/:problemID/full-screen (spec 3 section 2.1): the
 * focus mode on a page of its own, outside the group layout, as the other full-screen pages.
 */
export const groupTrainingFullScreenRoute: RouteObject = {
  path: 'group/:groupID/training/:trainingID/problem/:problemID/full-screen',
  element: <Focus />,
  handle: {
    titleId: 'nav.group',
    loginRequired: true,
    hideFooter: true,
    navMode: 'group',
  } satisfies RouteHandle,
  children: [{ index: true, element: <ProblemFullScreen /> }],
};
