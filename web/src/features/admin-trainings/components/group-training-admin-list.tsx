import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { toast } from '../../../components/ui/toast-store';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { deleteTraining, TRAINING_PAGE_SIZE } from '../api/trainings';
import type { AdminTraining } from '../api/types';
import { useTrainingList } from '../hooks/use-training-list';
import { adminTrainingPaths } from '../training-paths';
import { TrainingTable } from './training-table';

export interface GroupTrainingAdminListProps {
  gid: number;
  /**
   * Whether the viewer administers a row (spec 3 section 6: the group root every training,
   * other group admins their own); the server checks the same rule on every call.
   */
  canManage: (row: AdminTraining) => boolean;
}

/**
 * A group's "Training Admin" view: every training of the group, newest first, 10 a page, with
 * edit, its problems, view, the visible switch and delete (after a confirm).
 */
export function GroupTrainingAdminList({ gid, canManage }: GroupTrainingAdminListProps) {
  const { _ } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const list = useTrainingList(gid);
  const [pending, setPending] = useState<AdminTraining | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmDelete = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await deleteTraining(pending.id, gid);
      toast.success(_('admin-trainings.deleted'));
      if (list.rows.length === 1 && list.page > 1) list.goTo(list.page - 1);
      else list.reload();
      setPending(null);
    } catch {
      // Toasted by the app shell; the dialog stays open to retry or cancel.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <TrainingTable
        rows={list.rows}
        loading={list.loading}
        toggling={list.toggling}
        paths={adminTrainingPaths(gid)}
        canManage={canManage}
        canDelete={canManage}
        onToggle={(row, visible) => void list.toggle(row, visible)}
        onDelete={setPending}
      />
      {list.total > TRAINING_PAGE_SIZE && (
        <Pagination
          className="border-t border-slate-100 px-4 py-3"
          total={list.total}
          page={list.page}
          pageSize={TRAINING_PAGE_SIZE}
          onPageChange={list.goTo}
          small={phone}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={_('admin-trainings.delete')}
        message={_('admin-trainings.delete-confirm', { title: pending?.title ?? '' })}
        confirmLabel={_('admin-trainings.delete')}
        danger
        loading={busy}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
