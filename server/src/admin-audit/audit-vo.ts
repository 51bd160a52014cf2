import { statusCode, type SubmissionStatus } from '@oj/events';
import type { AuditRow } from './audit.queries.ts';

/** One changed field: `from` is null when there was nothing before (a creation, a count). */
export interface AuditChange {
  field: string;
  from: unknown;
  to: unknown;
}

// jsonb keeps no key order: changes are listed the way the admin forms list the fields.
const order = [
  'problemId',
  'title',
  'timeLimit',
  'memoryLimit',
  'stackLimit',
  'testCases',
  'judgeMode',
  'auth',
  'startTime',
  'endTime',
  'sealRank',
  'sealRankTime',
  'autoRealRank',
  'visible',
  'role',
  'roleId',
  'status',
  'score',
  'topPriority',
  'handled',
  'categories',
  'groupRole',
  'reason',
];
const rank = (field: string) => {
  const i = order.indexOf(field);
  return i < 0 ? order.length : i;
};

// A field absent before and null now did not change (a manual judgement without a score).
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

// The case version is how the log knows the data was replaced; it is shown as the case count.
const hidden = new Set(['label', 'caseVersion', 'cases']);

/**
 * What an action changed: the fields of `after` that differ from `before` (the remembered
 * state). A replaced test data set shows as `testCases` with the case counts before and after.
 */
export const changesOf = (
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] => {
  if (!after) return [];
  const changes: AuditChange[] = Object.entries(after)
    .filter(([field, to]) => !hidden.has(field) && !same(before?.[field], to))
    .map(([field, to]) => ({ field, from: before?.[field] ?? null, to }));
  if (before && 'caseVersion' in after && !same(before.caseVersion, after.caseVersion))
    changes.push({ field: 'testCases', from: before.cases ?? null, to: after.cases ?? null });
  return changes.sort((a, b) => rank(a.field) - rank(b.field));
};

const num = (v: string | null) => (v === null ? null : Number(v));

/** A row of get-audit-log: time, actor (null: the event names none, "system"), target, changes. */
export const auditVo = (r: AuditRow) => {
  const manual = r.action === 'SubmissionManuallyJudged';
  const after = r.after && manual ? withCode(r.after) : r.after;
  const before = r.before && manual ? withCode(r.before) : r.before;
  return {
    id: Number(r.position),
    time: r.at.toISOString(),
    action: r.action,
    actor:
      r.actor_uid === null ? null : { uid: r.actor_uid, username: r.actor_name ?? r.actor_uid },
    target: {
      kind: r.target_kind,
      label: r.target_label ?? r.display_pid,
      cid: num(r.cid),
      pid: num(r.pid),
      problemId: r.target_kind === 'problem' ? r.target_label : r.display_pid,
      uid: r.target_uid,
      submitId: num(r.submit_id),
      submitter: r.submitter,
      /** The discussion or group acted on, and the group a discussion is of. */
      id: num(r.target_id),
      gid: num(r.gid),
      username: r.target_name,
    },
    count: r.count,
    changes: changesOf(before, after),
  };
};

// The edge speaks HOJ's numeric status codes; the log keeps the verdict name.
const withCode = (after: Record<string, unknown>) => ({
  ...after,
  status: statusCode[after.status as SubmissionStatus] ?? after.status,
});
