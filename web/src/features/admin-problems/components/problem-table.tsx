import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Icon, type IconName } from '../../../components/ui/icon';
import { Select } from '../../../components/ui/select';
import { formatDateTime } from '../../../lib/format';
import type { AdminProblem, ProblemAuth } from '../api/types';

export interface ProblemTableProps {
  rows: readonly AdminProblem[];
  loading: boolean;
  /** Ids whose visibility is being saved. */
  busy: ReadonlySet<number>;
  canDelete: boolean;
  onAuth: (row: AdminProblem, auth: ProblemAuth) => void;
  onDelete: (row: AdminProblem) => void;
  onDownload: (row: AdminProblem) => void;
}
type P = ProblemTableProps;

const action =
  'inline-flex h-8 items-center justify-center rounded-lg px-2 text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:outline-none';

function IconButton(p: { icon: IconName; label: string; onClick: () => void; danger?: boolean }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={p.label}
      title={p.label}
      onClick={p.onClick}
      className={p.danger ? 'px-2 text-red-600 hover:bg-red-50 hover:text-red-700' : 'px-2'}
    >
      <Icon name={p.icon} className="size-4" />
    </Button>
  );
}

function RowActions({ row, p }: { row: AdminProblem; p: P }) {
  const { _ } = useLingui();
  const title = row.title;
  return (
    <div className="flex justify-end gap-0.5">
      <Link
        to={`/admin/problem/edit/${row.id}`}
        className={action}
        aria-label={_('admin-problems.edit-named', { title })}
        title={_('admin-problems.edit-named', { title })}
      >
        <Icon name="edit" className="size-4" />
      </Link>
      {row.testDataAccess && (
        <IconButton
          icon="download"
          label={_('admin-problems.download-named', { title })}
          onClick={() => p.onDownload(row)}
        />
      )}
      {p.canDelete && (
        <IconButton
          icon="trash"
          danger
          label={_('admin-problems.delete-named', { title })}
          onClick={() => p.onDelete(row)}
        />
      )}
    </div>
  );
}

function AuthSelect({ row, p }: { row: AdminProblem; p: P }) {
  const { _ } = useLingui();
  return (
    <Select
      label={_('admin-problems.auth-named', { title: row.title })}
      value={String(row.auth)}
      disabled={p.busy.has(row.id)}
      onChange={(e) => p.onAuth(row, Number(e.target.value) as ProblemAuth)}
      options={[
        { value: '1', label: _('admin-problems.auth-public') },
        { value: '2', label: _('admin-problems.auth-private') },
        { value: '3', label: _('admin-problems.auth-contest') },
      ]}
      className="w-32"
    />
  );
}

function TitleCell({ row }: { row: AdminProblem }) {
  return (
    <div className="min-w-0">
      <p className="font-medium break-words text-slate-800">{row.title}</p>
      <p className="text-xs text-slate-500">{row.author}</p>
    </div>
  );
}

/** The phone variant of a row. */
function RowCard({ row, p }: { row: AdminProblem; p: P }) {
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-2">
        <span className="mt-0.5 font-mono text-xs text-slate-500">{row.problemId}</span>
        <div className="min-w-0 flex-1">
          <TitleCell row={row} />
        </div>
      </div>
      <div className="flex items-center justify-between gap-2">
        <AuthSelect row={row} p={p} />
        <RowActions row={row} p={p} />
      </div>
    </div>
  );
}

/** Display id, title, author, visibility, last change and actions (cards on phones). */
export function ProblemTable(p: P) {
  const { _ } = useLingui();
  const columns: Column<AdminProblem>[] = [
    { key: 'id', header: 'ID', className: 'w-16 tabular-nums text-slate-500', cell: (r) => r.id },
    {
      key: 'problemId',
      header: _('admin-problems.problem-id'),
      className: 'w-32',
      cell: (r) => <span className="font-mono">{r.problemId}</span>,
    },
    { key: 'title', header: _('admin-problems.title'), cell: (r) => <TitleCell row={r} /> },
    {
      key: 'modified',
      header: _('admin-problems.modified'),
      className: 'w-44 whitespace-nowrap tabular-nums',
      hideBelow: 'xl',
      cell: (r) => formatDateTime(r.gmtModified),
    },
    {
      key: 'auth',
      header: _('admin-problems.auth'),
      className: 'w-36',
      cell: (r) => <AuthSelect row={r} p={p} />,
    },
    {
      key: 'actions',
      header: _('admin-problems.actions'),
      className: 'w-36 text-right',
      cell: (r) => <RowActions row={r} p={p} />,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={p.rows}
      rowKey={(row) => row.id}
      loading={p.loading}
      empty={_('admin-problems.empty')}
      minWidth={820}
      caption={_('admin.nav.problems')}
      card={(row) => <RowCard row={row} p={p} />}
    />
  );
}
