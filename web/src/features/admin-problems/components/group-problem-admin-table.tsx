import { useLingui } from '@lingui/react';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Icon, type IconName } from '../../../components/ui/icon';
import { IconAction, IconLink } from '../../../components/ui/icon-action';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import type { ApplyProgress, GroupAdminProblem } from '../api/types';
import type { GroupProblemAdminState } from '../hooks/use-group-problem-admin';

type Row = GroupAdminProblem;
interface TableProps {
  gid: number;
  s: GroupProblemAdminState;
  onDelete: (row: Row) => void;
  onCancelApply: (row: Row) => void;
}

const progressLook: Record<'none' | 1 | 2 | 3, { icon: IconName; labelId: string; tone: string }> =
  {
    none: { icon: 'upload', labelId: 'group-problems.apply', tone: 'text-slate-600' },
    1: { icon: 'clock', labelId: 'group-problems.applying', tone: 'text-amber-600' },
    2: { icon: 'check', labelId: 'group-problems.public', tone: 'text-emerald-600' },
    3: { icon: 'x-circle', labelId: 'group-problems.refused', tone: 'text-red-600' },
  };

/**
 * Spec 3 section 4: none applies at once, applying may be cancelled (with a confirmation);
 * public and refused are shown as they are.
 */
function ApplyCell({ row, p }: { row: Row; p: TableProps }) {
  const { _ } = useLingui();
  const progress: ApplyProgress = row.applyPublicProgress;
  const look = progressLook[progress ?? 'none'];
  const label = _(look.labelId);
  const content = (
    <>
      <Icon name={look.icon} className={cn('size-4', look.tone)} />
      <span className={look.tone}>{label}</span>
    </>
  );
  if (!row.manageable || progress === 2 || progress === 3)
    return <span className="inline-flex items-center gap-1.5 text-sm">{content}</span>;
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={p.s.busy.has(row.id)}
      title={_(progress === 1 ? 'group-problems.cancel-apply' : 'group-problems.apply-hint')}
      aria-label={`${label}: ${row.title}`}
      onClick={() => (progress === 1 ? p.onCancelApply(row) : void p.s.apply(row))}
    >
      {content}
    </Button>
  );
}

function AuthCell({ row, p }: { row: Row; p: TableProps }) {
  const { _ } = useLingui();
  return (
    <Select
      label={_('group-problems.auth-named', { title: row.title })}
      value={String(row.auth)}
      disabled={!row.manageable || row.auth === 3 || p.s.busy.has(row.id)}
      onChange={(e) => void p.s.changeAuth(row, e.target.value === '2' ? 2 : 1)}
      options={[
        { value: '1', label: _('group-problems.auth-public') },
        { value: '2', label: _('group-problems.auth-private') },
        ...(row.auth === 3 ? [{ value: '3', label: _('admin-problems.auth-contest') }] : []),
      ]}
      className="w-44"
    />
  );
}

function Actions({ row, p }: { row: Row; p: TableProps }) {
  const { _ } = useLingui();
  if (!row.manageable) return null;
  const title = row.title;
  return (
    <div className="flex justify-end gap-0.5">
      <IconLink
        to={`/group/${p.gid}/problem/${row.id}/edit`}
        icon="edit"
        label={_('admin-problems.edit-named', { title })}
      />
      <IconAction
        icon="download"
        label={_('admin-problems.download-named', { title })}
        onClick={() => void p.s.download(row)}
      />
      <IconAction
        icon="trash"
        danger
        label={_('admin-problems.delete-named', { title })}
        onClick={() => p.onDelete(row)}
      />
    </div>
  );
}

function TitleCell({ row }: { row: Row }) {
  return (
    <div className="min-w-0">
      <p className="font-medium break-words text-slate-800">{row.title}</p>
      <p className="text-xs text-slate-500">{row.author}</p>
    </div>
  );
}

/** The phone card of one row: id and title, then auth, apply and actions. */
function RowCard({ row, p }: { row: Row; p: TableProps }) {
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-2">
        <span className="mt-0.5 font-mono text-xs text-slate-500">{row.problemId}</span>
        <div className="min-w-0 flex-1">
          <TitleCell row={row} />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AuthCell row={row} p={p} />
        <ApplyCell row={row} p={p} />
        <Actions row={row} p={p} />
      </div>
    </div>
  );
}

/** The group's problems: id, display id, title and author, times, auth, apply, actions. */
export function GroupProblemAdminTable(p: TableProps) {
  const { _ } = useLingui();
  const columns: Column<Row>[] = [
    { key: 'id', header: 'ID', className: 'w-14 tabular-nums text-slate-500', cell: (r) => r.id },
    {
      key: 'problemId',
      header: _('admin-problems.problem-id'),
      className: 'w-32',
      cell: (r) => <span className="font-mono">{r.problemId}</span>,
    },
    { key: 'title', header: _('admin-problems.title'), cell: (r) => <TitleCell row={r} /> },
    {
      key: 'created',
      header: _('group-problems.created'),
      className: 'w-40 whitespace-nowrap tabular-nums',
      hideBelow: 'xl',
      cell: (r) => formatDateTime(r.gmtCreate),
    },
    {
      key: 'modifiedUser',
      header: _('group-problems.modified-user'),
      hideBelow: 'lg',
      cell: (r) => r.modifiedUser ?? '',
    },
    {
      key: 'auth',
      header: _('admin-problems.auth'),
      className: 'w-48',
      cell: (r) => <AuthCell row={r} p={p} />,
    },
    {
      key: 'apply',
      header: _('group-problems.apply-public'),
      className: 'w-36',
      cell: (r) => <ApplyCell row={r} p={p} />,
    },
    {
      key: 'actions',
      header: _('admin-problems.actions'),
      className: 'w-32 text-right',
      cell: (r) => <Actions row={r} p={p} />,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={p.s.rows}
      rowKey={(row) => row.id}
      loading={p.s.loading}
      empty={_('group-problems.empty')}
      minWidth={940}
      caption={_('group-problems.admin-title')}
      card={(row) => <RowCard row={row} p={p} />}
    />
  );
}
