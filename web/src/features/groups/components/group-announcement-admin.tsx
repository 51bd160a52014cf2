import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Icon } from '../../../components/ui/icon';
import { Pagination } from '../../../components/ui/pagination';
import { EditDeleteActions } from '../../../components/ui/row-actions';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { formatDateTime } from '../../../lib/format';
import { useSocketEvent } from '../../../lib/socket-room';
import { useResource } from '../../../lib/use-resource';
import { deleteAnnouncement, getAnnouncementList, saveAnnouncement } from '../api/groups';
import type { GroupAnnouncement } from '../api/types';
import { useGroup } from '../group-context';
import { GroupAnnouncementDialog } from './group-announcement-dialog';

const PAGE = 10;
type Row = GroupAnnouncement;

/** The admins' announcement tab: create, and a table with visibility switch, edit, delete. */
export function GroupAnnouncementAdmin() {
  const { _ } = useLingui();
  const { group } = useGroup();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useResource(`group-admin-announcements:${group.id}:${page}`, (signal) =>
    getAnnouncementList(true, group.id, page, PAGE, signal),
  );
  // Another admin's change shows here too.
  useSocketEvent('group:announcement', (change) => {
    if (change.gid === group.id) list.reload();
  });

  const run = async (work: () => Promise<unknown>, doneId: string, silent = false) => {
    setBusy(true);
    try {
      await work();
      toast.success(_(doneId));
      list.reload();
    } catch (failure) {
      // Saves are silent calls (the dialog shows its own errors): say why here; other
      // failures were toasted by the app shell.
      if (silent) toast.error(describeApiError(failure));
    } finally {
      setBusy(false);
    }
  };
  const toggle = (row: Row, visible: boolean) =>
    run(
      () => saveAnnouncement(group.id, { ...row, status: visible ? 0 : 1 }),
      'groups.updated',
      true,
    );

  const columns: Column<Row>[] = [
    { key: 'id', header: 'ID', className: 'w-16 tabular-nums text-slate-500', cell: (r) => r.id },
    {
      key: 'title',
      header: _('groups.announcements.title'),
      cell: (r) => <span className="font-medium break-words text-slate-800">{r.title}</span>,
    },
    {
      key: 'created',
      header: _('groups.announcements.created'),
      className: 'w-44 whitespace-nowrap tabular-nums',
      cell: (r) => formatDateTime(r.gmtCreate),
    },
    {
      key: 'modified',
      header: _('groups.announcements.modified'),
      className: 'w-44 whitespace-nowrap tabular-nums',
      hideBelow: 'xl',
      cell: (r) => formatDateTime(r.gmtModified),
    },
    { key: 'author', header: _('groups.announcements.author'), cell: (r) => r.username },
    {
      key: 'visible',
      header: _('groups.announcements.visible'),
      className: 'w-24',
      cell: (r) => (
        <Switch
          checked={r.status === 0}
          disabled={busy}
          onChange={(visible) => void toggle(r, visible)}
          label={_('groups.announcements.visible-named', { title: r.title })}
        />
      ),
    },
    {
      key: 'actions',
      header: _('groups.members.actions'),
      className: 'w-28 text-right',
      cell: (r) => (
        <EditDeleteActions
          editLabel={_('groups.announcements.edit')}
          deleteLabel={_('groups.announcements.delete')}
          onEdit={() => setEditing(r)}
          onDelete={() => setDeleting(r)}
        />
      ),
    },
  ];

  return (
    <div className="space-y-4 p-4 sm:p-6">
      <div className="flex justify-end">
        <Button size="sm" onClick={() => setEditing('new')}>
          <Icon name="plus" className="size-4" />
          {_('groups.announcements.create')}
        </Button>
      </div>
      <DataTable
        columns={columns}
        rows={list.data?.records ?? []}
        rowKey={(r) => r.id}
        loading={list.loading && !list.data}
        empty={_('groups.announcements.empty')}
        minWidth={760}
        caption={_('groups.tab.announcement')}
        card={(r) => (
          <div className="space-y-2">
            <div className="flex items-start gap-2">
              <span className="min-w-0 flex-1 font-medium break-words text-slate-800">
                {r.title}
              </span>
              {columns[5]?.cell(r, 0)}
            </div>
            <div className="flex items-center gap-2 text-xs text-slate-500">
              <span className="min-w-0 flex-1">
                {formatDateTime(r.gmtCreate)} · {r.username}
              </span>
              {columns[6]?.cell(r, 0)}
            </div>
          </div>
        )}
      />
      {(list.data?.total ?? 0) > PAGE && (
        <Pagination
          total={list.data?.total ?? 0}
          page={page}
          pageSize={PAGE}
          onPageChange={setPage}
        />
      )}
      {editing !== null && (
        <GroupAnnouncementDialog
          gid={group.id}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            toast.success(_(editing === 'new' ? 'groups.created' : 'groups.updated'));
            setEditing(null);
            list.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={_('groups.announcements.delete')}
        message={_('groups.announcements.delete-confirm', { title: deleting?.title ?? '' })}
        danger
        loading={busy}
        onConfirm={() => {
          const row = deleting;
          setDeleting(null);
          if (row) void run(() => deleteAnnouncement(row.id), 'groups.deleted');
        }}
      />
    </div>
  );
}
