import { useParams } from 'react-router';
import { SubmissionDetailPage } from '../../features/submission-detail';
import { NotFoundPage } from '../../features/not-found';

export function SubmissionDetailRoute() {
  const { submitID = '' } = useParams();
  const submitId = Number(submitID);
  if (!/^\d+$/.test(submitID) || submitId <= 0) return <NotFoundPage />;
  return <SubmissionDetailPage key={submitId} submitId={submitId} />;
}
