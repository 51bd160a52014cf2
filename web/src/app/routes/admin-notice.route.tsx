import { NoticeAdminPage } from '../../features/admin-notices';

export function AdminNoticeRoute() {
  return <NoticeAdminPage />;
}
