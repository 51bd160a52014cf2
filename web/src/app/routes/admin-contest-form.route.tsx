import { useParams } from 'react-router';
import { ContestFormPage } from '../../features/admin-contests';

/** /admin/contest/create and /admin/contest/:contestId/edit (a new form per contest). */
export function AdminContestFormRoute() {
  const { contestId } = useParams();
  return <ContestFormPage key={contestId ?? 'new'} contestId={contestId} />;
}
