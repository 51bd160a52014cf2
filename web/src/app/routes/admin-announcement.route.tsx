import { AnnouncementAdminPage } from '../../features/admin-announcements';

export function AdminAnnouncementRoute() {
  return <AnnouncementAdminPage />;
}
