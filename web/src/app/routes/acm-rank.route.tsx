import { PlaceholderPage } from '../../features/placeholder';

export function AcmRankRoute() {
  return <PlaceholderPage titleId="nav.rank" icon="chart" />;
}
