import { useContest } from '../../features/contests';
import { AppealPage } from '../../features/scroll-board';

/** /contest/:contestID/appeal: what one team saw at one moment, for contest admins. */
export function ContestAppealRoute() {
  const { contest } = useContest();
  return <AppealPage cid={contest.id} startTime={contest.startTime} />;
}
