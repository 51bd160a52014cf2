import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const lazyNamed = <M,>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const load = () => import('./group-community.route');
const Status = lazyNamed(load, 'GroupStatusRoute');
const SubmissionDetail = lazyNamed(load, 'GroupSubmissionDetailRoute');
const Rank = lazyNamed(load, 'GroupRankRoute');

/**
 * Children of /group/:groupID for the group submissions (the Submission tab, a submission's
 * detail under it) and the group rank.
 */
export const groupCommunityRoutes: RouteObject[] = [
  { path: 'status', element: <Status /> },
  { path: 'submission-detail/:submitID', element: <SubmissionDetail /> },
  { path: 'rank', element: <Rank /> },
];
