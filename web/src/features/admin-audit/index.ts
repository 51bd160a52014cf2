/** The audit log of the back office (/admin/audit): admin actions read from the events. */
export { AuditLogPage } from './components/audit-log-page';
