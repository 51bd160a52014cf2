import { PlaceholderPage } from '../../features/placeholder';

export function ContestRoute() {
  return <PlaceholderPage titleId="nav.contest" icon="trophy" />;
}
