import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Icon } from '../../../components/ui/icon';
import { Pagination } from '../../../components/ui/pagination';
import { EditDeleteActions } from '../../../components/ui/row-actions';
import { toast } from '../../../components/ui/toast-store';
import { formatDateTime } from '../../../lib/format';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { ANNOUNCEMENT_PAGE_SIZE, deleteContestAnnouncement } from '../api/contest-announcements';
import type { ContestAnnouncement } from '../api/types';
import { useContest } from '../hooks/use-contest';
import { useContestAnnouncements } from '../hooks/use-contest-announcements';
import { ContestAnnouncementDialog } from './contest-announcement-dialog';
import { ContestHeader, ScopeBackButton } from './contest-header';
import { ContestScopeProvider } from './contest-scope-provider';
import { useContestScope } from '../contest-scope';

type Row = ContestAnnouncement;

/** The announcements page in its scope. */
function AnnouncementsPage({ cid }: { cid: number }) {
  const { _ } = useLingui();
  const scope = useContestScope();
  const phone = useMediaQuery(PHONE_QUERY);
  const contest = useContest(cid);
  const list = useContestAnnouncements(cid);
  const [editor, setEditor] = useState<{ item: Row | null } | null>(null);
  const [removal, setRemoval] = useState<Row | null>(null);
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    if (!removal) return;
    setRemoving(true);
    try {
      await deleteContestAnnouncement(removal.id, cid, scope.gid);
      toast.success(_('admin-contests.announcement-deleted'));
      setRemoval(null);
      if (list.rows.length === 1 && list.page > 1) list.goTo(list.page - 1);
      else list.reload();
    } catch {
      // Toasted by the app shell; the dialog stays open to retry or cancel.
    } finally {
      setRemoving(false);
    }
  };

  const actions = (r: Row) => (
    <EditDeleteActions
      editLabel={_('admin-contests.announcement-edit-named', { title: r.title })}
      deleteLabel={_('admin-contests.announcement-delete-named', { title: r.title })}
      onEdit={() => setEditor({ item: r })}
      onDelete={() => setRemoval(r)}
    />
  );
  const columns: Column<Row>[] = [
    { key: 'id', header: 'ID', className: 'w-16 tabular-nums text-slate-500', cell: (r) => r.id },
    {
      key: 'title',
      header: _('admin-contests.announcement-title'),
      cell: (r) => <span className="font-medium text-slate-800">{r.title}</span>,
    },
    {
      key: 'created',
      header: _('admin-contests.created-at'),
      className: 'w-44 whitespace-nowrap tabular-nums',
      cell: (r) => formatDateTime(r.gmtCreate),
    },
    {
      key: 'author',
      header: _('admin-contests.author'),
      className: 'w-32',
      cell: (r) => r.username,
    },
    {
      key: 'actions',
      header: _('admin-contests.actions'),
      className: 'w-28 text-right',
      cell: actions,
    },
  ];
  const card = (r: Row) => (
    <div className="flex items-start gap-2">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-800">{r.title}</p>
        <p className="text-xs text-slate-500">
          {formatDateTime(r.gmtCreate)} · {r.username}
        </p>
      </div>
      {actions(r)}
    </div>
  );

  if (contest.failed)
    return (
      <div className="mx-auto max-w-6xl space-y-4">
        <ContestHeader heading={_('admin-contests.tab-announcements')} cid={cid} />
        <EmptyState title={_('admin-contests.load-failed')} />
      </div>
    );

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <ContestHeader
        heading={_('admin-contests.tab-announcements')}
        cid={cid}
        contestTitle={contest.data?.title}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500">{_('admin-contests.announcements-intro')}</p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setEditor({ item: null })}>
            <Icon name="plus" className="size-4" />
            {_('admin-contests.announcement-create')}
          </Button>
          <ScopeBackButton />
        </div>
      </div>
      <Card className="overflow-hidden">
        <DataTable
          columns={columns}
          rows={list.rows}
          rowKey={(r) => r.id}
          loading={list.loading}
          empty={_('admin-contests.announcements-empty')}
          minWidth={640}
          caption={_('admin-contests.tab-announcements')}
          card={card}
        />
        {list.total > ANNOUNCEMENT_PAGE_SIZE && (
          <Pagination
            className="border-t border-slate-100 px-4 py-3"
            total={list.total}
            page={list.page}
            pageSize={ANNOUNCEMENT_PAGE_SIZE}
            onPageChange={list.goTo}
            small={phone}
          />
        )}
      </Card>
      {editor && (
        <ContestAnnouncementDialog
          cid={cid}
          editing={editor.item}
          onClose={() => setEditor(null)}
          onSaved={() => {
            setEditor(null);
            toast.success(_('admin-contests.announcement-saved'));
            list.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={removal !== null}
        onOpenChange={(open) => !open && setRemoval(null)}
        title={_('admin-contests.announcement-delete')}
        message={_('admin-contests.announcement-delete-confirm', { title: removal?.title ?? '' })}
        confirmLabel={_('admin-contests.announcement-delete')}
        danger
        loading={removing}
        onConfirm={() => void remove()}
      />
    </div>
  );
}

/**
 * /admin/contest/:contestId/announcement: the contest's announcements, post, edit, delete;
 * with `gid`, a group contest's (/group/:groupID/contest/:contestId/announcement).
 */
export function ContestAnnouncementsPage({ cid, gid }: { cid: number; gid?: number | undefined }) {
  return (
    <ContestScopeProvider gid={gid}>
      <AnnouncementsPage cid={cid} />
    </ContestScopeProvider>
  );
}
