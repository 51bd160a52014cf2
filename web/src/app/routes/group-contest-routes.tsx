import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const lazyNamed = <M,>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const load = () => import('./group-contest.route');
const List = lazyNamed(load, 'GroupContestListRoute');
const Admin = lazyNamed(load, 'GroupContestAdminRoute');
const Form = lazyNamed(load, 'GroupContestFormRoute');
const Problems = lazyNamed(load, 'GroupContestProblemsRoute');
const ProblemForm = lazyNamed(load, 'GroupContestProblemFormRoute');
const Announcements = lazyNamed(load, 'GroupContestAnnouncementRoute');

/**
 * Children of /group/:groupID for the group contests: the cards, the admin list, the contest
 * form, and a contest's problems (with the problem form) and announcements. A card opens the
 * contest's own pages (/contest/:contestID).
 */
export const groupContestRoutes: RouteObject[] = [
  { path: 'contest', element: <List /> },
  { path: 'contest/admin', element: <Admin /> },
  { path: 'contest/create', element: <Form /> },
  { path: 'contest/:contestId/edit', element: <Form /> },
  { path: 'contest/:contestId/problems', element: <Problems /> },
  { path: 'contest/:contestId/problem/create', element: <ProblemForm /> },
  { path: 'contest/:contestId/announcement', element: <Announcements /> },
];
