import { ResetPasswordPage } from '../../features/auth';

export function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
