/**
 * The auth feature: the sign-in dialog, the /logout page and the session guard. The session
 * atoms themselves live in `lib/session.ts` so every feature can read them.
 */
export { AuthDialog } from './components/auth-dialog';
export { LogoutPage } from './components/logout-page';
export { ResetPasswordPage } from './components/reset-password-page';
export { LoginRequired } from './components/login-required';
export { useSessionGuard } from './hooks/use-session-guard';
export { useSessionSocket } from './hooks/use-session-socket';
