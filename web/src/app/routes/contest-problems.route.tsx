import { ContestProblems } from '../../features/contests';

export function ContestProblemsRoute() {
  return <ContestProblems />;
}
