import { TagAdminPage } from '../../features/admin-tags';

export function AdminTagsRoute() {
  return <TagAdminPage />;
}
