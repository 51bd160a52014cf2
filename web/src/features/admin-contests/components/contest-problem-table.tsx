import { useLingui } from '@lingui/react';
import { DataTable, type Column } from '../../../components/ui/data-table';
import type { ContestProblemRow } from '../api/types';
import { BalloonSwatch } from './balloon-field';
import { RuleBadge } from './contest-badges';
import { IconAction, IconLink } from '../../../components/ui/icon-action';
import { useContestScope } from '../contest-scope';

export interface ContestProblemTableProps {
  /** The contest (for the links to the full problem form). */
  cid: number;
  rows: readonly ContestProblemRow[];
  loading: boolean;
  /** Root and problem admins remove problems (the server refuses other admins). */
  canRemove: boolean;
  onEdit: (row: ContestProblemRow) => void;
  onRemove: (row: ContestProblemRow) => void;
}

type Row = ContestProblemRow;
type P = ContestProblemTableProps;

function RowActions({ row, p }: { row: Row; p: P }) {
  const { _ } = useLingui();
  const { problemEdit } = useContestScope();
  const id = row.displayId;
  return (
    <div className="flex justify-end gap-0.5">
      <IconAction
        icon="edit"
        label={_('admin-contests.problem-edit-named', { id })}
        onClick={() => p.onEdit(row)}
      />
      {problemEdit && (
        <IconLink
          to={problemEdit(p.cid, row.pid)}
          icon="file"
          label={_('admin-contests.problem-form-named', { id })}
        />
      )}
      {p.canRemove && (
        <IconAction
          icon="trash"
          danger
          label={_('admin-contests.problem-remove-named', { id })}
          onClick={() => p.onRemove(row)}
        />
      )}
    </div>
  );
}

function DisplayId({ row }: { row: Row }) {
  return (
    <span className="inline-flex items-center gap-2 font-semibold text-slate-900">
      {row.color && (
        <span
          aria-hidden="true"
          className="size-3 rounded-full"
          style={{ background: row.color }}
        />
      )}
      {row.displayId}
    </span>
  );
}

/** The phone variant of a row. */
function RowCard({ row, p }: { row: Row; p: P }) {
  return (
    <div className="flex items-start gap-3">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex items-center gap-2">
          <DisplayId row={row} />
          <span className="min-w-0 break-words text-slate-800">{row.displayTitle}</span>
        </p>
        <p className="flex items-center gap-2 text-xs text-slate-500">
          <span className="font-mono">{row.problemId}</span>
          <RuleBadge type={row.type} />
        </p>
      </div>
      <RowActions row={row} p={p} />
    </div>
  );
}

/** Display id, display title, the problem behind it, balloon colour, edit and remove. */
export function ContestProblemTable(p: P) {
  const { _ } = useLingui();
  const columns: Column<Row>[] = [
    {
      key: 'display-id',
      header: _('admin-contests.display-id'),
      className: 'w-28',
      cell: (r) => <DisplayId row={r} />,
    },
    {
      key: 'display-title',
      header: _('admin-contests.display-title'),
      cell: (r) => <span className="font-medium text-slate-800">{r.displayTitle}</span>,
    },
    {
      key: 'problem',
      header: _('admin-contests.problem'),
      cell: (r) => (
        <span className="text-slate-600">
          <span className="mr-2 font-mono text-xs text-slate-500">{r.problemId}</span>
          {r.title}
        </span>
      ),
    },
    {
      key: 'rule',
      header: _('admin-contests.rule'),
      className: 'w-20',
      cell: (r) => <RuleBadge type={r.type} />,
    },
    {
      key: 'balloon',
      header: _('admin-contests.balloon'),
      className: 'w-32',
      cell: (r) => <BalloonSwatch color={r.color} />,
    },
    {
      key: 'actions',
      header: _('admin-contests.actions'),
      className: 'w-24 text-right',
      cell: (r) => <RowActions row={r} p={p} />,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={p.rows}
      rowKey={(row) => row.pid}
      loading={p.loading}
      empty={_('admin-contests.problems-empty')}
      minWidth={760}
      caption={_('admin-contests.tab-problems')}
      card={(row) => <RowCard row={row} p={p} />}
    />
  );
}
