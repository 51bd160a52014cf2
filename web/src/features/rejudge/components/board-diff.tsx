import { useLingui } from '@lingui/react';
import { DataTable, type Column } from '../../../components/ui/data-table';
import type { RejudgePreview, RowStanding } from '../api/types';

type Row = RejudgePreview['rows'][number];

const arrow = (a: string, b: string) => (a === b ? a : `${a} → ${b}`);

/** How the live board would move: ranks, totals, awards, and first bloods changing hands. */
export function BoardDiff({ preview }: { preview: RejudgePreview }) {
  const { _ } = useLingui();
  const acm = preview.type === 'ACM';
  const total = (s: RowStanding | null) =>
    s === null
      ? '-'
      : acm
        ? `${s.solved} / ${Math.floor(s.penalty / 60)}`
        : `${s.score} / ${s.time}`;
  const rank = (s: RowStanding | null) => (s === null ? '-' : s.rank === -1 ? '*' : String(s.rank));
  const award = (s: RowStanding | null) => s?.award ?? '-';
  const columns: Column<Row>[] = [
    { key: 'user', header: _('rejudge.col.user'), cell: (r) => r.username },
    {
      key: 'rank',
      header: _('rejudge.col.rank'),
      cell: (r) => arrow(rank(r.before), rank(r.after)),
    },
    {
      key: 'total',
      header: acm ? _('rejudge.col.solved-penalty') : _('rejudge.col.score-time'),
      cell: (r) => arrow(total(r.before), total(r.after)),
    },
    {
      key: 'award',
      header: _('rejudge.col.award'),
      cell: (r) => arrow(award(r.before), award(r.after)),
    },
  ];
  return (
    <div className="space-y-3">
      <DataTable
        columns={columns}
        rows={preview.rows}
        rowKey={(r) => r.uid}
        rowProps={(r) => ({ 'data-board-move': r.username })}
        empty={_('rejudge.board-same')}
        minWidth={320}
        caption={_('rejudge.board')}
      />
      {preview.firstBlood.length > 0 && (
        <ul className="space-y-1 px-4 pb-3 text-sm text-slate-600">
          {preview.firstBlood.map((f) => (
            <li key={f.displayId} data-first-blood={f.displayId}>
              {_('rejudge.first-blood', {
                id: f.displayId,
                before: f.before.join(', ') || '-',
                after: f.after.join(', ') || '-',
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
