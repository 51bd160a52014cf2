import { SwitchPage } from '../../features/admin-switch';

export function AdminSwitchRoute() {
  return <SwitchPage />;
}
