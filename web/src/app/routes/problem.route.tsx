import { PlaceholderPage } from '../../features/placeholder';

export function ProblemRoute() {
  return <PlaceholderPage titleId="nav.problem" icon="list" />;
}
