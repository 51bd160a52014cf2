import { useAtomValue } from 'jotai';
import { ContestClarifications } from '../../features/clarifications';
import { useContest } from '../../features/contests';
import { userInfoAtom } from '../../lib/session';

/** /contest/:contestID/clarifications. */
export function ContestClarificationsRoute() {
  const { contest, isAdmin, status } = useContest();
  const user = useAtomValue(userInfoAtom);
  return (
    <ContestClarifications
      cid={contest.id}
      isAdmin={isAdmin}
      running={status === 0}
      uid={user?.uid ?? null}
    />
  );
}
