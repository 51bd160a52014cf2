import type { RouteObject } from 'react-router';

/** Children of /group/:groupID for the group discussions and the group settings. */
export const groupDiscussionRoutes: RouteObject[] = [];
