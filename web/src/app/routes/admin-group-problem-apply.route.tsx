import { GroupProblemApplyPage } from '../../features/admin-problems';

/** /admin/group-problem/apply: group problems applying to be public (root, problem admins). */
export function AdminGroupProblemApplyRoute() {
  return <GroupProblemApplyPage />;
}
