import { MailOutboxPage } from '../../features/admin-mail';

export function AdminMailOutboxRoute() {
  return <MailOutboxPage />;
}
