import { useLingui } from '@lingui/react';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EditDeleteActions } from '../../../components/ui/row-actions';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import type { AdminNotice } from '../api/types';

export interface NoticeTableProps {
  rows: readonly AdminNotice[];
  loading: boolean;
  onEdit: (row: AdminNotice) => void;
  onDelete: (row: AdminNotice) => void;
}

/** ID, title, audience, author, sent time, edit and withdraw (cards on phones). */
export function NoticeTable(p: NoticeTableProps) {
  const { _ } = useLingui();
  const audience = (n: AdminNotice) => (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        n.type === 'Sys' ? 'bg-primary-50 text-primary-700' : 'bg-amber-50 text-amber-700',
      )}
    >
      {n.type === 'Sys'
        ? _('admin-notices.everyone')
        : (n.recipientUsername ?? _('admin-notices.deleted-user'))}
    </span>
  );
  const actions = (n: AdminNotice) => (
    <EditDeleteActions
      editLabel={_('admin-notices.edit-named', { title: n.title })}
      deleteLabel={_('admin-notices.delete-named', { title: n.title })}
      onEdit={() => p.onEdit(n)}
      onDelete={() => p.onDelete(n)}
    />
  );

  const columns: Column<AdminNotice>[] = [
    { key: 'id', header: 'ID', className: 'w-20 tabular-nums text-slate-500', cell: (n) => n.id },
    {
      key: 'title',
      header: _('admin-notices.title'),
      cell: (n) => <span className="font-medium text-slate-800">{n.title}</span>,
    },
    { key: 'to', header: _('admin-notices.audience'), className: 'w-36', cell: audience },
    {
      key: 'by',
      header: _('admin-notices.author'),
      className: 'w-28',
      hideBelow: 'lg',
      cell: (n) => n.adminUsername,
    },
    {
      key: 'sent',
      header: _('admin-notices.sent'),
      className: 'w-44 whitespace-nowrap tabular-nums',
      cell: (n) => formatDateTime(n.gmtCreate),
    },
    {
      key: 'actions',
      header: _('admin-notices.actions'),
      className: 'w-24 text-right',
      cell: actions,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={p.rows}
      rowKey={(n) => n.id}
      loading={p.loading}
      empty={_('admin-notices.empty')}
      minWidth={760}
      caption={_('admin.nav.notices')}
      card={(n) => (
        <div className="space-y-2">
          <p className="font-medium break-words text-slate-800">
            <span className="mr-2 text-xs text-slate-400 tabular-nums">#{n.id}</span>
            {n.title}
          </p>
          <div className="flex items-center gap-2 text-xs text-slate-500">
            {audience(n)}
            <span className="min-w-0 flex-1 truncate">{formatDateTime(n.gmtCreate)}</span>
            {actions(n)}
          </div>
        </div>
      )}
    />
  );
}
