import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icon';
import { Pagination } from '../../../components/ui/pagination';
import { toast } from '../../../components/ui/toast-store';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { deleteAnnouncement } from '../api/delete-announcement';
import { ADMIN_PAGE_SIZE } from '../api/get-admin-announcements';
import type { AdminAnnouncement } from '../api/types';
import { AnnouncementDialog } from './announcement-dialog';
import { AnnouncementTable } from './announcement-table';
import { useAnnouncementAdmin } from '../hooks/use-announcement-admin';

/** Asks before deleting; calls `onDeleted` once the server agreed. */
function DeleteDialog({
  item,
  onClose,
  onDeleted,
}: {
  item: AdminAnnouncement | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { _ } = useLingui();
  const [removing, setRemoving] = useState(false);
  const confirm = async () => {
    if (!item) return;
    setRemoving(true);
    try {
      await deleteAnnouncement(item.id);
      toast.success(_('admin.announcements.deleted'));
      onDeleted();
    } catch {
      // Toasted by the app shell; the dialog stays open to retry or cancel.
    } finally {
      setRemoving(false);
    }
  };
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={_('admin.announcements.delete')}
      message={item ? _('admin.announcements.delete-confirm', { title: item.title }) : ''}
      confirmLabel={_('admin.announcements.delete')}
      danger
      loading={removing}
      onConfirm={() => void confirm()}
    />
  );
}

/** /admin/announcement: site-wide announcements, 10 per page (the page lives in the URL). */
export function AnnouncementAdminPage() {
  const { _ } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const list = useAnnouncementAdmin();
  const [editor, setEditor] = useState<{ item: AdminAnnouncement | null } | null>(null);
  const [removal, setRemoval] = useState<AdminAnnouncement | null>(null);

  const deleted = () => {
    setRemoval(null);
    // The last row of the last page: step back a page.
    if (list.rows.length === 1 && list.page > 1) list.goTo(list.page - 1);
    else list.reload();
  };

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{_('admin.nav.announcements')}</h1>
          <p className="mt-1 text-sm text-slate-500">{_('admin.announcements.intro')}</p>
        </div>
        <Button onClick={() => setEditor({ item: null })}>
          <Icon name="plus" className="size-4" />
          {_('admin.announcements.create')}
        </Button>
      </div>
      <Card className="overflow-hidden">
        <AnnouncementTable
          rows={list.rows}
          loading={list.loading}
          toggling={list.toggling}
          onToggle={(row, visible) => void list.toggle(row, visible)}
          onEdit={(item) => setEditor({ item })}
          onDelete={setRemoval}
        />
        {list.total > ADMIN_PAGE_SIZE && (
          <Pagination
            className="border-t border-slate-100 px-4 py-3"
            total={list.total}
            page={list.page}
            pageSize={ADMIN_PAGE_SIZE}
            onPageChange={list.goTo}
            small={phone}
          />
        )}
      </Card>
      {editor && (
        <AnnouncementDialog
          editing={editor.item}
          onClose={() => setEditor(null)}
          onSaved={() => {
            setEditor(null);
            toast.success(_('admin.announcements.saved'));
            list.reload();
          }}
        />
      )}
      <DeleteDialog item={removal} onClose={() => setRemoval(null)} onDeleted={deleted} />
    </div>
  );
}
