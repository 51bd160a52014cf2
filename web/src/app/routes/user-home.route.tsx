import { useSearchParams } from 'react-router';
import { PlaceholderPage } from '../../features/placeholder';

export function UserHomeRoute() {
  const [params] = useSearchParams();
  const username = params.get('username') ?? params.get('uid') ?? undefined;
  return <PlaceholderPage titleId="nav.user-home" icon="user" subtitle={username} />;
}
