import { HomePage } from '../../features/home';

export function HomeRoute() {
  return <HomePage />;
}
