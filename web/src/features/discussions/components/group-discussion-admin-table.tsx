import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { IconAction, IconLink } from '../../../components/ui/icon-action';
import { Pagination } from '../../../components/ui/pagination';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast-store';
import { formatDateTime } from '../../../lib/format';
import { useResource } from '../../../lib/use-resource';
import {
  deleteGroupDiscussion,
  getGroupAdminDiscussionList,
  updateGroupDiscussion,
} from '../api/group-discussions';
import type { Discussion } from '../api/types';
import { DISCUSSION_PAGE_SIZE } from '../discussion-query';

/**
 * The group admins' page of the group's discussions (spec 3 section 2.8): every one, disabled
 * too, with its status and top switches, a link to view it and delete.
 */
export function GroupDiscussionAdminTable({
  gid,
  onChanged,
}: {
  gid: number;
  /** After a change, so the members' list behind it is fresh too. */
  onChanged: () => void;
}) {
  const { _ } = useLingui();
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<Discussion | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useResource(`group-admin-discussions:${gid}:${page}`, (signal) =>
    getGroupAdminDiscussionList(gid, page, signal),
  );
  const run = async (work: () => Promise<unknown>, doneId: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(_(doneId));
      list.reload();
      onChanged();
    } catch {
      // Toasted by the API error listener.
    } finally {
      setBusy(false);
    }
  };
  const change = (row: Discussion, patch: Partial<Discussion>) =>
    run(() => updateGroupDiscussion({ ...row, ...patch }), 'group-discussions.updated');
  const columns: Column<Discussion>[] = [
    { key: 'id', header: 'ID', className: 'w-16 tabular-nums text-slate-500', cell: (r) => r.id },
    {
      key: 'title',
      header: _('admin-discussions.col-title'),
      cell: (r) => <span className="font-medium break-words text-slate-800">{r.title}</span>,
    },
    { key: 'author', header: _('admin-discussions.col-author'), cell: (r) => r.author },
    {
      key: 'time',
      header: _('admin-discussions.col-time'),
      className: 'whitespace-nowrap tabular-nums',
      hideBelow: 'lg',
      cell: (r) => formatDateTime(r.gmtCreate),
    },
    {
      key: 'status',
      header: _('admin-discussions.col-enabled'),
      className: 'w-24',
      cell: (r) => (
        <Switch
          checked={r.status === 0}
          disabled={busy}
          label={_('group-discussions.enabled-named', { title: r.title })}
          onChange={(on) => void change(r, { status: on ? 0 : 1 })}
        />
      ),
    },
    {
      key: 'top',
      header: _('admin-discussions.col-top'),
      className: 'w-24',
      cell: (r) => (
        <Switch
          checked={r.topPriority}
          disabled={busy}
          label={_('group-discussions.top-named', { title: r.title })}
          onChange={(topPriority) => void change(r, { topPriority })}
        />
      ),
    },
    {
      key: 'actions',
      header: _('admin-discussions.col-actions'),
      className: 'w-24 text-right',
      cell: (r) => (
        <div className="flex justify-end gap-1">
          <IconLink
            to={`/group/${gid}/discussion-detail/${r.id}`}
            icon="eye"
            label={_('admin-discussions.open')}
          />
          <IconAction
            icon="trash"
            danger
            label={_('discussions.delete')}
            onClick={() => setRemoving(r)}
          />
        </div>
      ),
    },
  ];
  const [, title, author, , status, top, actions] = columns;
  return (
    <div className="space-y-3">
      <DataTable
        columns={columns}
        rows={list.data?.records ?? []}
        rowKey={(r) => r.id}
        loading={list.loading && !list.data}
        empty={_('discussions.none')}
        minWidth={720}
        caption={_('group-discussions.admin')}
        card={(r) => (
          <div className="space-y-2">
            <div className="flex items-start gap-2">
              <span className="min-w-0 flex-1">{title?.cell(r, 0)}</span>
              {actions?.cell(r, 0)}
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-slate-500">
              <span className="min-w-0 flex-1">
                {author?.cell(r, 0)} · {formatDateTime(r.gmtCreate)}
              </span>
              <span className="flex items-center gap-1.5">
                {_('admin-discussions.col-enabled')} {status?.cell(r, 0)}
              </span>
              <span className="flex items-center gap-1.5">
                {_('admin-discussions.col-top')} {top?.cell(r, 0)}
              </span>
            </div>
          </div>
        )}
      />
      {(list.data?.total ?? 0) > DISCUSSION_PAGE_SIZE && (
        <Pagination
          total={list.data?.total ?? 0}
          page={page}
          pageSize={DISCUSSION_PAGE_SIZE}
          onPageChange={setPage}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={_('discussions.delete')}
        message={_('discussions.delete-confirm')}
        danger
        loading={busy}
        onConfirm={() => {
          const row = removing;
          setRemoving(null);
          if (row) void run(() => deleteGroupDiscussion(row.id), 'discussions.deleted');
        }}
      />
    </div>
  );
}
