import type { Sql } from '@oj/events';

/** One row of `read.audit_log` with its actor's name and, for submissions, what they are of. */
export interface AuditRow {
  position: string;
  at: Date;
  action: string;
  actor_uid: string | null;
  actor_name: string | null;
  target_kind: string;
  cid: string | null;
  pid: string | null;
  target_uid: string | null;
  submit_id: string | null;
  target_label: string | null;
  target_id: string | null;
  gid: string | null;
  /** The username of `target_uid` (a group member, the author of what a moderator removed). */
  target_name: string | null;
  display_pid: string | null;
  submitter: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  count: number;
}

export interface AuditFilter {
  actions: string[];
  /** Username of the actor, any case; `system` matches events that record no actor. */
  actor: string;
  cid: number | null;
  /** A problem's pid or display id. */
  problem: string;
  /** The username of a target user (or of a submission's author). */
  user: string;
  from: string | null;
  to: string | null;
  offset: number;
  limit: number;
}

/**
 * Newest first. Usernames come from the log's own memory of accounts (deleted ones included);
 * a submission's contest and problem from the submissions read model, joined on its key.
 */
export const listAudit = async (sql: Sql, f: AuditFilter) => {
  const actorName = sql`au.state->>'label'`;
  const where = sql`
    WHERE (${f.actions.length === 0} OR a.action = ANY(${f.actions}))
      AND (${f.actor} = ''
        OR (lower(${f.actor}) = 'system' AND a.actor_uid IS NULL)
        OR lower(${actorName}) = lower(${f.actor}))
      AND (${f.cid}::bigint IS NULL OR COALESCE(a.cid, s.cid) = ${f.cid}::bigint)
      AND (${f.problem} = ''
        OR COALESCE(a.pid, s.pid)::text = ${f.problem}
        OR lower(COALESCE(s.display_pid,
             CASE WHEN a.target_kind = 'problem' THEN a.target_label END)) = lower(${f.problem}))
      AND (${f.user} = ''
        OR lower(COALESCE(s.username,
             CASE WHEN a.target_kind = 'user' THEN a.target_label END,
             tu.state->>'label')) = lower(${f.user}))
      AND (${f.from}::timestamptz IS NULL OR a.at >= ${f.from}::timestamptz)
      AND (${f.to}::timestamptz IS NULL OR a.at <= ${f.to}::timestamptz)`;
  const from = sql`
    FROM read.audit_log a
    LEFT JOIN read.audit_subjects au ON au.key = 'user-' || a.actor_uid
    LEFT JOIN read.audit_subjects tu ON tu.key = 'user-' || a.target_uid
    LEFT JOIN read.submissions s ON a.submit_id IS NOT NULL AND s.submit_id = a.submit_id`;
  const rows = await sql<AuditRow[]>`
    SELECT a.position, a.at, a.action, a.actor_uid, ${actorName} AS actor_name, a.target_kind,
           COALESCE(a.cid, NULLIF(s.cid, 0)) AS cid, COALESCE(a.pid, s.pid) AS pid, a.target_uid,
           a.submit_id, a.target_label, a.target_id, a.gid, tu.state->>'label' AS target_name,
           s.display_pid, s.username AS submitter, a.before, a.after,
           a.count
    ${from} ${where}
    ORDER BY a.position DESC OFFSET ${f.offset} LIMIT ${f.limit}`;
  const [count] = await sql<{ total: number }[]>`SELECT count(*)::int AS total ${from} ${where}`;
  return { rows, total: count?.total ?? 0 };
};
