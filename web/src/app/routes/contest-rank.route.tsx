import { useContest } from '../../features/contests';
import { ContestRankBoard } from '../../features/scoreboard';

/** /contest/:contestID/rank: the contest's scoreboard inside the contest layout. */
export function ContestRankRoute() {
  const { contest, status, isAdmin } = useContest();
  return (
    <ContestRankBoard
      cid={contest.id}
      type={contest.type}
      ended={status === 1}
      endTime={Date.parse(contest.endTime)}
      isAdmin={isAdmin}
    />
  );
}
