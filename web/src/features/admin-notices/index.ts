/** System notices in the back office (/admin/notice, super admin only). */
export { NoticeAdminPage } from './components/notice-admin-page';
