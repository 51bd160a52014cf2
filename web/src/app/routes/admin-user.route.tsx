import { UserAdminPage } from '../../features/admin-users';

export function AdminUserRoute() {
  return <UserAdminPage />;
}
