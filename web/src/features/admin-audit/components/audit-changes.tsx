import { useLingui } from '@lingui/react';
import { formatDateTime } from '../../../lib/format';
import { judgeStatusInfo } from '../../../lib/judge-status';
import { USER_TYPES, userTypeLabelId } from '../../../lib/user-types';
import type { AuditRecord } from '../api/get-audit-log';

type UserType = (typeof USER_TYPES)[number];

type Translate = (id: string, values?: Record<string, unknown>) => string;

const known = new Set([
  'problemId',
  'timeLimit',
  'memoryLimit',
  'stackLimit',
  'title',
  'judgeMode',
  'auth',
  'testCases',
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
  'submissions',
  'problem',
  'name',
  'color',
  'topPriority',
  'handled',
  'categories',
  'groupRole',
  'reason',
]);

const fieldLabel = (_: Translate, field: string) =>
  known.has(field) ? _(`admin-audit.field.${field}`) : field;

/** A value as an admin reads it: units, role and verdict names, local times. */
const show = (_: Translate, r: AuditRecord, field: string, v: unknown): string => {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return _(v ? 'admin-audit.value.yes' : 'admin-audit.value.no');
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  switch (field) {
    case 'timeLimit':
      return `${s} ms`;
    case 'memoryLimit':
    case 'stackLimit':
      return `${s} MB`;
    case 'startTime':
    case 'endTime':
    case 'sealRankTime':
      return formatDateTime(s);
    case 'sealRank':
      return _(`admin-audit.seal-${s}`);
    case 'auth':
      return r.target.kind === 'problem'
        ? _(`admin-audit.problem-auth-${s}`)
        : _(`admin-audit.contest-auth-${s}`);
    case 'role':
      return _(`admin-audit.role.${s}`);
    case 'roleId':
      return USER_TYPES.includes(Number(v) as UserType) ? _(userTypeLabelId(Number(v))) : s;
    case 'status':
      return r.action === 'SubmissionManuallyJudged'
        ? _(judgeStatusInfo(Number(v)).labelId)
        : _(v === 1 ? 'admin-audit.value.disabled' : 'admin-audit.value.enabled');
    case 'groupRole':
      return _(`admin-audit.group-role-${s}`);
    case 'testCases':
      return _('admin-audit.value.cases', { n: v });
    default:
      return s;
  }
};

/** What an action changed, one "field: before → after" line each ("system" rows included). */
export function AuditChanges({ record }: { record: AuditRecord }) {
  const { _ } = useLingui();
  const t: Translate = (id, values) => _(id, values);
  const lines = record.changes.map((c) => ({
    key: c.field,
    label: fieldLabel(t, c.field),
    from: c.from === null ? null : show(t, record, c.field, c.from),
    to: show(t, record, c.field, c.to),
  }));
  if (record.count > 1) lines.unshift({ key: 'count', label: '', from: null, to: '' });
  if (lines.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="space-y-0.5 text-xs text-slate-600">
      {lines.map((l) =>
        l.key === 'count' ? (
          <li key="count">{_('admin-audit.value.submissions', { n: record.count })}</li>
        ) : (
          <li key={l.key} className="break-words">
            <span className="text-slate-500">{l.label}: </span>
            {l.from !== null && (
              <>
                <span className="line-through decoration-slate-300">{l.from}</span>
                <span aria-hidden="true"> → </span>
              </>
            )}
            <span className="font-medium text-slate-800">{l.to}</span>
          </li>
        ),
      )}
    </ul>
  );
}
