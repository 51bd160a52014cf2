import type { RouteObject } from 'react-router';

/** Children of /group/:groupID for the group submissions, submission detail and rank. */
export const groupCommunityRoutes: RouteObject[] = [];
