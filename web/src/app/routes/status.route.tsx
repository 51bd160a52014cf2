import { SubmissionListPage } from '../../features/submissions';

export function StatusRoute() {
  return <SubmissionListPage />;
}
