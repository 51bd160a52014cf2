import { useParams } from 'react-router';
import { ContestProblemsPage } from '../../features/admin-contests';
import { NotFoundRoute } from './not-found.route';

export function AdminContestProblemsRoute() {
  const cid = Number(useParams().contestId);
  if (!Number.isInteger(cid) || cid < 1) return <NotFoundRoute />;
  return <ContestProblemsPage key={cid} cid={cid} />;
}
