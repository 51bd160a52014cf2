import { ContestPrint } from '../../features/contest-desk';
import { useContest } from '../../features/contests';

/** /contest/:contestID/print. */
export function ContestPrintRoute() {
  const { contest } = useContest();
  return <ContestPrint cid={contest.id} />;
}
