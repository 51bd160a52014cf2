import type { RouteObject } from 'react-router';

/** Children of /group/:groupID for the group trainings: list, admin, detail with problems/problem/rank. */
export const groupTrainingRoutes: RouteObject[] = [];
