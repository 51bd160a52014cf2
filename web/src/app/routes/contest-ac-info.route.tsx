import { BalloonQueue } from '../../features/balloons';
import { useContest } from '../../features/contests';

/** /contest/:contestID/ac-info: the balloon runners' queue. */
export function ContestAcInfoRoute() {
  const { contest } = useContest();
  return <BalloonQueue cid={contest.id} />;
}
