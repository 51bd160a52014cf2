import { UserHomePage } from '../../features/user-home';

export function UserHomeRoute() {
  return <UserHomePage />;
}
