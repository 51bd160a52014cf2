import { ProblemListPage } from '../../features/admin-problems';

export function AdminProblemsRoute() {
  return <ProblemListPage />;
}
