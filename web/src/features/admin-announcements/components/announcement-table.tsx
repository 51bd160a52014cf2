import { useLingui } from '@lingui/react';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EditDeleteActions } from '../../../components/ui/row-actions';
import { formatDateTime } from '../../../lib/format';
import type { AdminAnnouncement } from '../api/types';
import { Switch } from '../../../components/ui/switch';

export interface AnnouncementTableProps {
  rows: readonly AdminAnnouncement[];
  loading: boolean;
  /** Ids whose visible switch is being saved. */
  toggling: ReadonlySet<number>;
  onToggle: (row: AdminAnnouncement, visible: boolean) => void;
  onEdit: (row: AdminAnnouncement) => void;
  onDelete: (row: AdminAnnouncement) => void;
}

type Row = AdminAnnouncement;

function RowActions({ row, p }: { row: Row; p: AnnouncementTableProps }) {
  const { _ } = useLingui();
  return (
    <EditDeleteActions
      editLabel={_('admin.announcements.edit-named', { title: row.title })}
      deleteLabel={_('admin.announcements.delete-named', { title: row.title })}
      onEdit={() => p.onEdit(row)}
      onDelete={() => p.onDelete(row)}
    />
  );
}

function RowSwitch({ row, p }: { row: Row; p: AnnouncementTableProps }) {
  const { _ } = useLingui();
  return (
    <Switch
      checked={row.status === 0}
      disabled={p.toggling.has(row.id)}
      onChange={(visible) => p.onToggle(row, visible)}
      label={_('admin.announcements.visible-named', { title: row.title })}
    />
  );
}

/** The phone variant of a row. */
function RowCard({ row, p }: { row: Row; p: AnnouncementTableProps }) {
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-2">
        <span className="min-w-0 flex-1 font-medium break-words text-slate-800">
          <span className="mr-2 text-xs text-slate-400 tabular-nums">#{row.id}</span>
          {row.title}
        </span>
        <RowSwitch row={row} p={p} />
      </div>
      <div className="flex items-center gap-2 text-xs text-slate-500">
        <span className="min-w-0 flex-1">
          {formatDateTime(row.gmtCreate)} · {row.username}
        </span>
        <RowActions row={row} p={p} />
      </div>
    </div>
  );
}

const time = 'w-44 whitespace-nowrap tabular-nums';

/** ID, title, created, modified, author, visible switch, edit and delete (cards on phones). */
export function AnnouncementTable(p: AnnouncementTableProps) {
  const { _ } = useLingui();
  const columns: Column<Row>[] = [
    { key: 'id', header: 'ID', className: 'w-20 tabular-nums text-slate-500', cell: (r) => r.id },
    {
      key: 'title',
      header: _('admin.announcements.title'),
      cell: (r) => <span className="font-medium text-slate-800">{r.title}</span>,
    },
    {
      key: 'created',
      header: _('admin.announcements.created'),
      className: time,
      cell: (r) => formatDateTime(r.gmtCreate),
    },
    {
      key: 'modified',
      header: _('admin.announcements.modified'),
      className: time,
      hideBelow: 'xl',
      cell: (r) => formatDateTime(r.gmtModified),
    },
    {
      key: 'author',
      header: _('admin.announcements.author'),
      className: 'w-32',
      cell: (r) => r.username,
    },
    {
      key: 'visible',
      header: _('admin.announcements.visible'),
      className: 'w-24',
      cell: (r) => <RowSwitch row={r} p={p} />,
    },
    {
      key: 'actions',
      header: _('admin.announcements.actions'),
      className: 'w-28 text-right',
      cell: (r) => <RowActions row={r} p={p} />,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={p.rows}
      rowKey={(row) => row.id}
      loading={p.loading}
      empty={_('admin.announcements.empty')}
      minWidth={820}
      caption={_('admin.nav.announcements')}
      card={(row) => <RowCard row={row} p={p} />}
    />
  );
}
