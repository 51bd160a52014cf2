import { ProblemListPage } from '../../features/problem-list';

export function ProblemRoute() {
  return <ProblemListPage />;
}
