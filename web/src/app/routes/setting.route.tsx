import { PlaceholderPage } from '../../features/placeholder';

export function SettingRoute() {
  return <PlaceholderPage titleId="nav.setting" icon="settings" />;
}
