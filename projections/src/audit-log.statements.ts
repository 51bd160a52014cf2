import type { AuditTargetKind } from '@oj/events';
import { q, type ProjectedEvent, type Statement } from './define-projection.ts';
import type { SubjectState } from './audit-log.subjects.ts';

interface Entry {
  /** uid of the acting user; null where the event does not record one (shown as "system"). */
  actor: string | null;
  kind: AuditTargetKind;
  cid?: number | null;
  pid?: number | null;
  uid?: string | null;
  submitId?: number | null;
  /** Target name; else the remembered subject's label. */
  label?: string | null | undefined;
  /** The remembered state before the event (what an edit is compared with). */
  subject?: string | null;
  /**
   * The remembered subject that names the target and gives its `id` and `gid` (default: the
   * subject): a member's entry compares the member's state but is named after the group.
   */
  labelOf?: string | null;
  /** The discussion or group acted on, when the event says it (else the named subject's). */
  targetId?: number | null;
  gid?: number | null;
  /** The state before, when the event itself says it (else the subject's). */
  before?: Record<string, unknown> | null;
  after?: unknown;
  /** Events of one request with the same key fold into one row (a per-problem rejudge). */
  group?: string | null;
}

export const entry = (e: ProjectedEvent, o: Entry): Statement => {
  const named = o.labelOf ?? o.subject ?? null;
  const values = q`INSERT INTO read.audit_log (position, at, action, actor_uid, target_kind, cid, pid,
      target_uid, submit_id, target_label, target_id, gid, before, after, group_key)
    VALUES (${e.position}, ${e.createdAt}, ${e.type}, ${o.actor}, ${o.kind}, ${o.cid ?? null},
      ${o.pid ?? null}, ${o.uid ?? null}, ${o.submitId ?? null},
      COALESCE(${o.label ?? null}::text, (SELECT state->>'label' FROM read.audit_subjects WHERE key = ${named}::text)),
      COALESCE(${o.targetId ?? null}::bigint, (SELECT (state->>'id')::bigint FROM read.audit_subjects WHERE key = ${named}::text)),
      COALESCE(${o.gid ?? null}::bigint, (SELECT (state->>'gid')::bigint FROM read.audit_subjects WHERE key = ${named}::text)),
      COALESCE(${o.before ?? null}::jsonb, (SELECT state FROM read.audit_subjects WHERE key = ${o.subject ?? null}::text)),
      ${o.after ?? null}::jsonb,
      ${o.group ?? null})`;
  const conflict = o.group
    ? ' ON CONFLICT (group_key) DO UPDATE SET count = read.audit_log.count + 1'
    : ' ON CONFLICT (position) DO NOTHING';
  return { ...values, text: values.text + conflict };
};

export const remember = (key: string, state: SubjectState): Statement =>
  q`INSERT INTO read.audit_subjects (key, state) VALUES (${key}, ${state}::jsonb)
    ON CONFLICT (key) DO UPDATE SET state = read.audit_subjects.state || EXCLUDED.state`;

export const requestId = (e: ProjectedEvent) =>
  typeof e.metadata.requestId === 'string' ? e.metadata.requestId : null;

/** Remembers `key` with the name, id and gid of the subject `from` (a report of a discussion). */
export const rememberFrom = (key: string, from: string, state: SubjectState): Statement =>
  q`INSERT INTO read.audit_subjects (key, state)
    VALUES (${key}, COALESCE((SELECT jsonb_strip_nulls(jsonb_build_object(
      'label', state->'label', 'id', state->'id', 'gid', state->'gid'))
      FROM read.audit_subjects WHERE key = ${from}), '{}'::jsonb) || ${state}::jsonb)
    ON CONFLICT (key) DO UPDATE SET state = read.audit_subjects.state || EXCLUDED.state`;
