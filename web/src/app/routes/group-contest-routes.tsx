import type { RouteObject } from 'react-router';

/** Children of /group/:groupID for the group contests: list, admin, contest problems and announcements. */
export const groupContestRoutes: RouteObject[] = [];
