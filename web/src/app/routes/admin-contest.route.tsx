import { ContestListPage } from '../../features/admin-contests';

export function AdminContestRoute() {
  return <ContestListPage />;
}
