import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../route-handle';
import { groupCommunityRoutes } from './group-community-routes';
import { groupContestRoutes } from './group-contest-routes';
import { groupDiscussionRoutes } from './group-discussion-routes';
import { groupProblemRoutes } from './group-problem-routes';
import { groupTrainingRoutes } from './group-training-routes';

const lazyNamed = <M,>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const load = () => import('./group.route');
const GroupRoute = lazyNamed(load, 'GroupRoute');
const GroupDetailRoute = lazyNamed(load, 'GroupDetailRoute');
const GroupHomeRoute = lazyNamed(load, 'GroupHomeRoute');
const GroupMemberRoute = lazyNamed(load, 'GroupMemberRoute');
const GroupAnnouncementRoute = lazyNamed(load, 'GroupAnnouncementRoute');

/** /group, the list (anyone). */
export const groupListRoute: RouteObject = {
  path: 'group',
  element: <GroupRoute />,
  handle: { titleId: 'nav.group' } satisfies RouteHandle,
};

/** /group/:groupID (login required, the group's navbar mode) and its tabs. */
export const groupDetailRoute: RouteObject = {
  path: 'group/:groupID',
  element: <GroupDetailRoute />,
  handle: { titleId: 'nav.group', loginRequired: true, navMode: 'group' } satisfies RouteHandle,
  children: [
    { index: true, element: <GroupHomeRoute /> },
    { path: 'member', element: <GroupMemberRoute /> },
    { path: 'announcement', element: <GroupAnnouncementRoute /> },
    ...groupProblemRoutes,
    ...groupTrainingRoutes,
    ...groupContestRoutes,
    ...groupCommunityRoutes,
    ...groupDiscussionRoutes,
  ],
};
