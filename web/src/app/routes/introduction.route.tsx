import { PlaceholderPage } from '../../features/placeholder';

export function IntroductionRoute() {
  return <PlaceholderPage titleId="nav.introduction" icon="info" />;
}
