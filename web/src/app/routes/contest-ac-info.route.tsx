import { ContestAcInfo } from '../../features/contest-desk';
import { useContest } from '../../features/contests';

/** /contest/:contestID/ac-info. */
export function ContestAcInfoRoute() {
  const { contest } = useContest();
  return <ContestAcInfo cid={contest.id} />;
}
