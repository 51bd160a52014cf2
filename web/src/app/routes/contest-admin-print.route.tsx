import { ContestAdminPrint } from '../../features/contest-desk';
import { useContest } from '../../features/contests';

/** /contest/:contestID/admin-print. */
export function ContestAdminPrintRoute() {
  const { contest } = useContest();
  return <ContestAdminPrint cid={contest.id} />;
}
