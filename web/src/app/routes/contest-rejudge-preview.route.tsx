import { useParams } from 'react-router';
import { RejudgePreviewPage } from '../../features/rejudge';

/** /contest/:contestID/rejudge/:previewId: a rejudge preview, its diff, apply and undo. */
export function ContestRejudgePreviewRoute() {
  const { previewId = '' } = useParams();
  return <RejudgePreviewPage key={previewId} previewId={previewId} />;
}
