import { useContest } from '../../features/contests';
import { ReplayPage } from '../../features/scroll-board';

/** /contest/:contestID/replay (contest admins). */
export function ContestReplayRoute() {
  const { contest } = useContest();
  return <ReplayPage cid={contest.id} />;
}
