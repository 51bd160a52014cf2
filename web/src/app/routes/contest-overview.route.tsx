import { ContestOverview } from '../../features/contests';

export function ContestOverviewRoute() {
  return <ContestOverview />;
}
