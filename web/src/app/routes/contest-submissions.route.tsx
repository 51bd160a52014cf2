import { ContestSubmissionList } from '../../features/contest-submissions';
import { useContest } from '../../features/contests';

/** /contest/:contestID/submissions. */
export function ContestSubmissionsRoute() {
  const { contest } = useContest();
  return <ContestSubmissionList cid={contest.id} />;
}
