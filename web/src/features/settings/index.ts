/** Account settings (/setting): password, e-mail, avatar and profile of the signed-in user. */
export { SettingsPage } from './components/settings-page';
