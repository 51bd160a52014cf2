import { useParams } from 'react-router';
import { ContestAnnouncementsPage } from '../../features/admin-contests';
import { NotFoundRoute } from './not-found.route';

export function AdminContestAnnouncementRoute() {
  const cid = Number(useParams().contestId);
  if (!Number.isInteger(cid) || cid < 1) return <NotFoundRoute />;
  return <ContestAnnouncementsPage key={cid} cid={cid} />;
}
