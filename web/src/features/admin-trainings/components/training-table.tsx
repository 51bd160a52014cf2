import { useLingui } from '@lingui/react';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import type { AdminTraining } from '../api/types';
import { IconAction, IconLink } from '../../../components/ui/icon-action';
import type { AdminTrainingPaths } from '../training-paths';

export interface TrainingTableProps {
  rows: readonly AdminTraining[];
  loading: boolean;
  /** Ids whose visible switch is being saved. */
  toggling: ReadonlySet<number>;
  /** The site's or the group's pages. */
  paths: AdminTrainingPaths;
  /**
   * Whether the viewer administers the row (edit, problems, visibility): every row of the site's
   * list (it lists only theirs); in a group its author (a group admin) or the group's root.
   */
  canManage: (row: AdminTraining) => boolean;
  /** Root alone deletes a site training; a group's training its admins (the server decides). */
  canDelete: (row: AdminTraining) => boolean;
  onToggle: (row: AdminTraining, visible: boolean) => void;
  onDelete: (row: AdminTraining) => void;
}

type P = TrainingTableProps;

function AuthBadge({ auth }: { auth: string }) {
  const { _ } = useLingui();
  const isPrivate = auth === 'Private';
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        isPrivate
          ? 'bg-red-50 text-red-700 ring-red-600/20'
          : 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
      )}
    >
      {_(isPrivate ? 'admin-trainings.auth-private' : 'admin-trainings.auth-public')}
    </span>
  );
}

function RowActions({ row, p }: { row: AdminTraining; p: P }) {
  const { _ } = useLingui();
  const title = row.title;
  const manage = p.canManage(row);
  return (
    <div className="flex justify-end gap-0.5">
      {manage && (
        <IconLink
          to={p.paths.edit(row.id)}
          icon="edit"
          label={_('admin-trainings.edit-named', { title })}
        />
      )}
      {manage && (
        <IconLink
          to={p.paths.problems(row.id)}
          icon="list"
          label={_('admin-trainings.problems-named', { title })}
        />
      )}
      <IconLink
        to={p.paths.view(row.id)}
        icon="eye"
        label={_('admin-trainings.view-named', { title })}
      />
      {p.canDelete(row) && (
        <IconAction
          icon="trash"
          danger
          label={_('admin-trainings.delete-named', { title })}
          onClick={() => p.onDelete(row)}
        />
      )}
    </div>
  );
}

function RowSwitch({ row, p }: { row: AdminTraining; p: P }) {
  const { _ } = useLingui();
  return (
    <Switch
      checked={row.status}
      disabled={p.toggling.has(row.id) || !p.canManage(row)}
      onChange={(visible) => p.onToggle(row, visible)}
      label={_('admin-trainings.visible-named', { title: row.title })}
    />
  );
}

function TitleCell({ row }: { row: AdminTraining }) {
  const { _ } = useLingui();
  return (
    <div className="min-w-0">
      <p className="font-medium break-words text-slate-800">{row.title}</p>
      <p className="text-xs text-slate-500">{_('admin-trainings.by', { author: row.author })}</p>
    </div>
  );
}

/** ID, number, title, access, visible switch, update time and actions (cards on phones). */
export function TrainingTable(p: P) {
  const { _ } = useLingui();
  const columns: Column<AdminTraining>[] = [
    { key: 'id', header: 'ID', className: 'w-16 tabular-nums text-slate-500', cell: (r) => r.id },
    {
      key: 'rank',
      header: _('admin-trainings.rank'),
      className: 'w-24 tabular-nums',
      cell: (r) => r.rank,
    },
    { key: 'title', header: _('admin-trainings.title'), cell: (r) => <TitleCell row={r} /> },
    {
      key: 'auth',
      header: _('admin-trainings.auth'),
      className: 'w-24',
      cell: (r) => <AuthBadge auth={r.auth} />,
    },
    {
      key: 'visible',
      header: _('admin-trainings.visible'),
      className: 'w-24',
      cell: (r) => <RowSwitch row={r} p={p} />,
    },
    {
      key: 'updated',
      header: _('admin-trainings.updated'),
      className: 'w-44 whitespace-nowrap tabular-nums',
      cell: (r) => formatDateTime(r.gmtModified),
      hideBelow: 'lg',
    },
    {
      key: 'actions',
      header: <span className="sr-only">{_('admin-trainings.actions')}</span>,
      className: 'w-44',
      cell: (r) => <RowActions row={r} p={p} />,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={p.rows}
      rowKey={(r) => r.id}
      empty={_('admin-trainings.empty')}
      loading={p.loading}
      minWidth={820}
      caption={_('admin.nav.trainings')}
      card={(r) => (
        <div className="space-y-2">
          <div className="flex items-start gap-2">
            <span className="mt-0.5 text-xs text-slate-400 tabular-nums">#{r.id}</span>
            <div className="min-w-0 flex-1">
              <TitleCell row={r} />
            </div>
            <RowSwitch row={r} p={p} />
          </div>
          <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
            <AuthBadge auth={r.auth} />
            <span>
              {_('admin-trainings.rank')} {r.rank}
            </span>
            <span className="tabular-nums">{formatDateTime(r.gmtModified)}</span>
          </div>
          <RowActions row={r} p={p} />
        </div>
      )}
    />
  );
}
