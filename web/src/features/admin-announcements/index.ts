/** Site-wide announcements in the back office (/admin/announcement). */
export { AnnouncementAdminPage } from './components/announcement-admin-page';
