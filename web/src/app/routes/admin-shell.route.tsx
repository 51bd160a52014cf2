import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AdminShell } from '../../features/admin';
import { PageLoading } from './page-loading';

/** The admin layout (sidebar, top bar, guard) around the admin pages. */
export function AdminShellRoute() {
  return (
    <AdminShell>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </AdminShell>
  );
}
