import { useContest } from '../../features/contests';
import { VirtualContestPanel } from '../../features/scoreboard';

/** /contest/:contestID/virtual: a virtual run of the finished contest. */
export function ContestVirtualRoute() {
  const { contest, status } = useContest();
  return <VirtualContestPanel cid={contest.id} type={contest.type} ended={status === 1} />;
}
