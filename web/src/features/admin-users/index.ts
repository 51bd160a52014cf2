/** User management in the back office (/admin/user): list, edit, delete, import, generate. */
export { UserAdminPage } from './components/user-admin-page';
