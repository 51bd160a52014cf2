import { AdminLoginPage } from '../../features/admin';

export function AdminLoginRoute() {
  return <AdminLoginPage />;
}
