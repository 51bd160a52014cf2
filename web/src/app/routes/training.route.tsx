import { PlaceholderPage } from '../../features/placeholder';

export function TrainingRoute() {
  return <PlaceholderPage titleId="nav.training" icon="book" />;
}
