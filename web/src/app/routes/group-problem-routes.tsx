import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../route-handle';

const lazyNamed = <M,>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const load = () => import('./group-problem.route');
const List = lazyNamed(load, 'GroupProblemListRoute');
const Admin = lazyNamed(load, 'GroupProblemAdminRoute');
const Create = lazyNamed(load, 'GroupProblemCreateRoute');
const Edit = lazyNamed(load, 'GroupProblemEditRoute');
const Detail = lazyNamed(load, 'GroupProblemDetailRoute');
const FullScreen = lazyNamed(load, 'GroupProblemFullScreenRoute');

/**
 * Children of /group/:groupID for the group problems, all under the Problem tab: the list, the
 * admins' table, the create and edit forms (edit by pid) and a problem (by display id).
 */
export const groupProblemRoutes: RouteObject[] = [
  { path: 'problem', element: <List /> },
  { path: 'problem/admin', element: <Admin /> },
  { path: 'problem/create', element: <Create /> },
  { path: 'problem/:pid/edit', element: <Edit /> },
  {
    path: 'problem/:problemID',
    element: <Detail />,
    handle: { hideFooter: true } satisfies RouteHandle,
  },
];

/**
 * /group/:groupID/problem/:problemID/full-screen (spec 3 section 2.1): the focus mode on a
 * page of its own, outside the group layout, as the other full-screen pages.
 */
export const groupProblemFullScreenRoute: RouteObject = {
  path: 'group/:groupID/problem/:problemID/full-screen',
  element: <FullScreen />,
  handle: {
    titleId: 'nav.group',
    loginRequired: true,
    hideFooter: true,
    navMode: 'group',
  } satisfies RouteHandle,
};
