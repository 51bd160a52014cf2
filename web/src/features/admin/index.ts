/**
 * The admin back office frame: layout with sidebar and guard, /admin/login and the dashboard.
 * Admin screens themselves live in their own features and are composed in `app/routes/`.
 */
export { AdminDashboard } from './components/admin-dashboard';
export { AdminLoginPage } from './components/admin-login-page';
export { AdminShell } from './components/admin-shell';
