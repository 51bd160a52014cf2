import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const lazyNamed = <M,>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const load = () => import('./group-discussion.route');
const GroupDiscussionListRoute = lazyNamed(load, 'GroupDiscussionListRoute');
const GroupDiscussionDetailRoute = lazyNamed(load, 'GroupDiscussionDetailRoute');
const GroupSettingRoute = lazyNamed(load, 'GroupSettingRoute');

/**
 * Children of /group/:groupID for the group discussions (spec 3 section 2.8: the list, the
 * list of one problem's, the detail) and the group settings (section 2.10).
 */
export const groupDiscussionRoutes: RouteObject[] = [
  { path: 'discussion', element: <GroupDiscussionListRoute /> },
  { path: 'discussion/:problemID', element: <GroupDiscussionListRoute /> },
  { path: 'discussion-detail/:discussionID', element: <GroupDiscussionDetailRoute /> },
  { path: 'setting', element: <GroupSettingRoute /> },
];
