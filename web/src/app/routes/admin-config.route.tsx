import { ConfigPage } from '../../features/admin-config';

export function AdminConfigRoute() {
  return <ConfigPage />;
}
