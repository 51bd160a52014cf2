import { useLingui } from '@lingui/react';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { JudgeStatusBadge } from '../../../components/ui/judge-status-badge';
import type { RejudgePreview } from '../api/types';

type Verdict = RejudgePreview['verdicts'][number];

/** Each listed submission: its verdict now and the preview's, changed rows first in colour. */
export function VerdictChanges({ preview }: { preview: RejudgePreview }) {
  const { _ } = useLingui();
  const rows = [...preview.verdicts].sort((a, b) => Number(b.changed) - Number(a.changed));
  const columns: Column<Verdict>[] = [
    { key: 'id', header: _('rejudge.col.run'), cell: (v) => `#${v.submitId}`, className: 'w-20' },
    { key: 'user', header: _('rejudge.col.user'), cell: (v) => v.username },
    { key: 'problem', header: _('rejudge.col.problem'), cell: (v) => v.displayId, hideBelow: 'sm' },
    {
      key: 'change',
      header: _('rejudge.col.verdict'),
      cell: (v) => (
        <span className="inline-flex flex-wrap items-center gap-1">
          <JudgeStatusBadge status={v.before.status} short />
          <span
            aria-hidden="true"
            className={v.changed ? 'font-bold text-amber-600' : 'text-slate-400'}
          >
            →
          </span>
          {v.after ? (
            <JudgeStatusBadge status={v.after.status} short />
          ) : (
            <span className="text-xs text-slate-400">{_('rejudge.waiting')}</span>
          )}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(v) => v.submitId}
      rowProps={(v) => ({ 'data-verdict-change': v.username, 'data-changed': String(v.changed) })}
      empty={_('rejudge.none')}
      minWidth={320}
      caption={_('rejudge.verdicts')}
    />
  );
}
