import { useContest } from '../../features/contests';
import { ScrollBoardConfig } from '../../features/scroll-board';

/** /contest/:contestID/scroll-board (contest admins, ACM). */
export function ContestScrollBoardConfigRoute() {
  const { contest, status } = useContest();
  return <ScrollBoardConfig cid={contest.id} ended={status === 1} />;
}
