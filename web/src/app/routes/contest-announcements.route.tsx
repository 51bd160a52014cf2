import { ContestAnnouncements } from '../../features/contests';

export function ContestAnnouncementsRoute() {
  return <ContestAnnouncements />;
}
