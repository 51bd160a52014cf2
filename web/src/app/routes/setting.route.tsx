import { SettingsPage } from '../../features/settings';

export function SettingRoute() {
  return <SettingsPage />;
}
