import { AuditLogPage } from '../../features/admin-audit';

export function AdminAuditRoute() {
  return <AuditLogPage />;
}
