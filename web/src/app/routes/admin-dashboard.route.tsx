import { AdminDashboard } from '../../features/admin';

export function AdminDashboardRoute() {
  return <AdminDashboard />;
}
