import { ContestRejudge } from '../../features/contest-desk';
import { useContest } from '../../features/contests';

/** /contest/:contestID/rejudge. */
export function ContestRejudgeRoute() {
  const { contest } = useContest();
  return <ContestRejudge cid={contest.id} />;
}
