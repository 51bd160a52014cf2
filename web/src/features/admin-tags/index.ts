/** Problem tags and tag classifications of the site's own problems (/admin/problem/tag). */
export { TagAdminPage } from './components/tag-admin-page';
