/** The system switches of the back office (/admin/switch, super admin only). */
export { SwitchPage } from './components/switch-page';
