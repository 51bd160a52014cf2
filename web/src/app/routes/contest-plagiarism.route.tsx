import { useContest } from '../../features/contests';
import { ContestPlagiarism } from '../../features/plagiarism';

/** /contest/:contestID/plagiarism. */
export function ContestPlagiarismRoute() {
  const { contest } = useContest();
  return <ContestPlagiarism cid={contest.id} />;
}
