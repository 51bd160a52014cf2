import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { IconAction, IconLink } from '../../../components/ui/icon-action';
import { Pagination } from '../../../components/ui/pagination';
import { SearchForm } from '../../../components/ui/search-form';
import { Switch } from '../../../components/ui/switch';
import { formatDateTime } from '../../../lib/format';
import { useResource } from '../../../lib/use-resource';
import {
  ADMIN_DISCUSSION_PAGE_SIZE,
  deleteAdminDiscussions,
  getAdminDiscussions,
  updateAdminDiscussion,
} from '../api/admin-discussions';
import type { AdminDiscussion } from '../api/types';

const ignore = () => undefined;

/** Every discussion: enable/disable, pin, open, delete (page and keyword in the URL). */
export function DiscussionAdminTable() {
  const { _ } = useLingui();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('currentPage')) || 1);
  const keyword = params.get('keyword') ?? '';
  const [draft, setDraft] = useState(keyword);
  const [removing, setRemoving] = useState<AdminDiscussion | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useResource(`admin-discussions:${page}:${keyword}`, (signal) =>
    getAdminDiscussions(page, keyword, signal),
  );
  const go = (next: { page: number; keyword: string }) => {
    const p = new URLSearchParams(params);
    if (next.page > 1) p.set('currentPage', String(next.page));
    else p.delete('currentPage');
    if (next.keyword) p.set('keyword', next.keyword);
    else p.delete('keyword');
    setParams(p);
  };
  const change = (row: AdminDiscussion, patch: Partial<AdminDiscussion>) =>
    updateAdminDiscussion({ ...row, ...patch }).then(list.reload, ignore);
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await deleteAdminDiscussions([removing.id]);
      setRemoving(null);
      list.reload();
    } catch {
      // Toasted by the API error listener.
    } finally {
      setBusy(false);
    }
  };
  const columns: Column<AdminDiscussion>[] = [
    { key: 'id', header: 'ID', cell: (r) => r.id, className: 'w-16' },
    {
      key: 'title',
      header: _('admin-discussions.col-title'),
      cell: (r) => <span className="break-words">{r.title}</span>,
    },
    {
      key: 'author',
      header: _('admin-discussions.col-author'),
      cell: (r) => r.author,
      hideBelow: 'md',
    },
    {
      key: 'time',
      header: _('admin-discussions.col-time'),
      cell: (r) => formatDateTime(r.gmtCreate),
      hideBelow: 'lg',
    },
    {
      key: 'top',
      header: _('admin-discussions.col-top'),
      cell: (r) => (
        <Switch
          checked={r.topPriority}
          label={_('admin-discussions.col-top')}
          onChange={(topPriority) => void change(r, { topPriority })}
        />
      ),
    },
    {
      key: 'status',
      header: _('admin-discussions.col-enabled'),
      cell: (r) => (
        <Switch
          checked={r.status === 0}
          label={_('admin-discussions.col-enabled')}
          onChange={(on) => void change(r, { status: on ? 0 : 1 })}
        />
      ),
    },
    {
      key: 'actions',
      header: _('admin-discussions.col-actions'),
      cell: (r) => (
        <div className="flex gap-1">
          <IconLink
            to={`/discussion-detail/${r.id}`}
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
  return (
    <div className="space-y-3">
      <SearchForm
        value={draft}
        onValueChange={setDraft}
        onSearch={() => go({ page: 1, keyword: draft.trim() })}
        label={_('discussions.search')}
        buttonLabel={_('discussions.search-button')}
        className="max-w-md"
      />
      <DataTable
        columns={columns}
        rows={list.data?.records ?? []}
        rowKey={(r) => r.id}
        loading={list.loading}
        empty={_('discussions.none')}
        minWidth={640}
      />
      {list.data && list.data.total > 0 && (
        <Pagination
          total={list.data.total}
          page={page}
          pageSize={ADMIN_DISCUSSION_PAGE_SIZE}
          onPageChange={(p) => go({ page: p, keyword })}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={_('discussions.delete')}
        message={_('discussions.delete-confirm')}
        danger
        loading={busy}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
