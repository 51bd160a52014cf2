import type { RouteObject } from 'react-router';

/** Children of /group/:groupID for the group problems: list, admin table, create/edit, problem detail. */
export const groupProblemRoutes: RouteObject[] = [];
