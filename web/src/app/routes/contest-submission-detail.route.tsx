import { useLingui } from '@lingui/react';
import { useParams } from 'react-router';
import { useContest } from '../../features/contests';
import { NotFoundPage } from '../../features/not-found';
import { SubmissionDetailPage } from '../../features/submission-detail';

/** /contest/:contestID/problem/:problemID/submission-detail/:submitID, inside the contest. */
export function ContestSubmissionDetailRoute() {
  const { _ } = useLingui();
  const { contest } = useContest();
  const { problemID = '', submitID = '' } = useParams();
  const submitId = Number(submitID);
  if (!/^\d+$/.test(submitID) || submitId <= 0) return <NotFoundPage />;
  const base = `/contest/${contest.id}`;
  return (
    <SubmissionDetailPage
      key={submitId}
      submitId={submitId}
      links={{
        back: `${base}/submissions`,
        backLabel: _('contest-submissions.back'),
        problem: `${base}/problem/${encodeURIComponent(problemID)}`,
      }}
    />
  );
}
