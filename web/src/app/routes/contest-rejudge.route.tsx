import { ContestRejudge } from '../../features/contest-desk';
import { useContest } from '../../features/contests';
import { RejudgeStarter } from '../../features/rejudge';

/** /contest/:contestID/rejudge: previews for contest admins; the blind rejudge for root. */
export function ContestRejudgeRoute() {
  const { contest, isSuperAdmin } = useContest();
  return (
    <>
      <RejudgeStarter cid={contest.id} />
      {isSuperAdmin && <ContestRejudge cid={contest.id} />}
    </>
  );
}
