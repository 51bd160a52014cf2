import { LogoutPage } from '../../features/auth';

export function LogoutRoute() {
  return <LogoutPage />;
}
