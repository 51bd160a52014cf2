import { NotFoundPage } from '../../features/not-found';

export function NotFoundRoute() {
  return <NotFoundPage />;
}
