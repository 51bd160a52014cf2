import { ContestListPage } from '../../features/contests';

export function ContestRoute() {
  return <ContestListPage />;
}
