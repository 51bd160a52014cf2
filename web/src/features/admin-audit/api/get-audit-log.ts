import type { AuditTargetKind } from '@oj/events/audit-actions';
import { api } from '../../../lib/api-client';

/** One changed field of an audited action (`from` null: nothing before). */
export interface AuditChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface AuditTarget {
  kind: AuditTargetKind;
  label: string | null;
  cid: number | null;
  pid: number | null;
  problemId: string | null;
  uid: string | null;
  submitId: number | null;
  submitter: string | null;
  /** The discussion or group acted on; `gid`: the group a discussion is of. */
  id: number | null;
  gid: number | null;
  /** The username of `uid` (a group member, the author of what a moderator removed). */
  username: string | null;
}

export interface AuditRecord {
  id: number;
  time: string;
  action: string;
  /** null: the event records no acting user (shown as "system"). */
  actor: { uid: string; username: string } | null;
  target: AuditTarget;
  /** Events of one request folded into the row (a per-problem rejudge). */
  count: number;
  changes: AuditChange[];
}

export interface AuditPage {
  records: AuditRecord[];
  total: number;
  size: number;
  current: number;
}

export interface AuditQuery {
  currentPage: number;
  limit: number;
  /** Comma-joined action (event type) names; empty: every action. */
  action: string;
  actor: string;
  cid: string;
  problem: string;
  user: string;
  /** ISO instants; empty: open. */
  from: string;
  to: string;
}

/** GET /api/admin/get-audit-log (super admin only). */
export function getAuditLog(q: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  const params: Record<string, string | number> = { currentPage: q.currentPage, limit: q.limit };
  for (const key of ['action', 'actor', 'cid', 'problem', 'user', 'from', 'to'] as const)
    if (q[key]) params[key] = q[key];
  return api.get<AuditPage>('/admin/get-audit-log', { params, ...(signal ? { signal } : {}) });
}
