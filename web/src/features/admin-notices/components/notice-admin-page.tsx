import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icon';
import { Pagination } from '../../../components/ui/pagination';
import { toast } from '../../../components/ui/toast-store';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { deleteNotice } from '../api/delete-notice';
import { NOTICE_PAGE_SIZE } from '../api/get-notices';
import type { AdminNotice } from '../api/types';
import { NoticeDialog } from './notice-dialog';
import { NoticeTable } from './notice-table';
import { useNoticeList } from '../hooks/use-notice-list';

/** /admin/notice: system notices pushed to every user, or to one (super admin only). */
export function NoticeAdminPage() {
  const { _ } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const list = useNoticeList();
  const [editor, setEditor] = useState<{ item: AdminNotice | null } | null>(null);
  const [removal, setRemoval] = useState<AdminNotice | null>(null);
  const [removing, setRemoving] = useState(false);

  const confirmRemoval = async () => {
    if (!removal) return;
    setRemoving(true);
    try {
      await deleteNotice(removal.id);
      toast.success(_('admin-notices.deleted'));
      setRemoval(null);
      if (list.rows.length === 1 && list.page > 1) list.goTo(list.page - 1);
      else list.reload();
    } catch {
      // Toasted by the app shell; the dialog stays open to retry or cancel.
    } finally {
      setRemoving(false);
    }
  };

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{_('admin.nav.notices')}</h1>
          <p className="mt-1 text-sm text-slate-500">{_('admin-notices.intro')}</p>
        </div>
        <Button onClick={() => setEditor({ item: null })}>
          <Icon name="send" className="size-4" />
          {_('admin-notices.create')}
        </Button>
      </div>
      <Card className="overflow-hidden">
        <NoticeTable
          rows={list.rows}
          loading={list.loading}
          onEdit={(item) => setEditor({ item })}
          onDelete={setRemoval}
        />
        {list.total > NOTICE_PAGE_SIZE && (
          <Pagination
            className="border-t border-slate-100 px-4 py-3"
            total={list.total}
            page={list.page}
            pageSize={NOTICE_PAGE_SIZE}
            onPageChange={list.goTo}
            small={phone}
          />
        )}
      </Card>
      {editor && (
        <NoticeDialog
          editing={editor.item}
          onClose={() => setEditor(null)}
          onSaved={() => {
            toast.success(_(editor.item ? 'admin-notices.saved' : 'admin-notices.sent-done'));
            setEditor(null);
            list.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={removal !== null}
        onOpenChange={(open) => !open && setRemoval(null)}
        title={_('admin-notices.delete')}
        message={removal ? _('admin-notices.delete-confirm', { title: removal.title }) : ''}
        confirmLabel={_('admin-notices.delete')}
        danger
        loading={removing}
        onConfirm={() => void confirmRemoval()}
      />
    </div>
  );
}
