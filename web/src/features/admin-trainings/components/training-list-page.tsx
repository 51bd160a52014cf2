import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icon';
import { Pagination } from '../../../components/ui/pagination';
import { toast } from '../../../components/ui/toast-store';
import { isSuperAdminAtom } from '../../../lib/session';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { deleteTraining, TRAINING_PAGE_SIZE } from '../api/trainings';
import type { AdminTraining } from '../api/types';
import { useTrainingList } from '../hooks/use-training-list';
import { adminTrainingPaths } from '../training-paths';
import { SearchBox } from './search-box';
import { TrainingTable } from './training-table';

const buttonLink =
  'inline-flex h-10 items-center gap-2 rounded-lg px-4 text-sm font-medium shadow-sm';

/** /admin/training: trainings, 10 a page, searched by title; visibility switch and delete. */
export function TrainingListPage() {
  const { _ } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const isRoot = useAtomValue(isSuperAdminAtom);
  const list = useTrainingList();
  const [pending, setPending] = useState<AdminTraining | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmDelete = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await deleteTraining(pending.id);
      toast.success(_('admin-trainings.deleted'));
      // The last row of the last page: step back a page.
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
    <div className="mx-auto max-w-7xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{_('admin.nav.trainings')}</h1>
          <p className="mt-1 text-sm text-slate-500">{_('admin-trainings.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/admin/training/category"
            className={`${buttonLink} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
          >
            <Icon name="tag" className="size-4" />
            {_('admin.nav.training-categories')}
          </Link>
          <Link
            to="/admin/training/create"
            className={`${buttonLink} bg-primary-600 text-white hover:bg-primary-700`}
          >
            <Icon name="plus" className="size-4" />
            {_('admin-trainings.create')}
          </Link>
        </div>
      </div>
      <SearchBox
        key={list.keyword}
        label={_('admin-trainings.search')}
        initial={list.keyword}
        onSearch={list.search}
      />
      <Card className="overflow-hidden">
        <TrainingTable
          rows={list.rows}
          loading={list.loading}
          toggling={list.toggling}
          paths={adminTrainingPaths()}
          canManage={() => true}
          canDelete={() => isRoot}
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
      </Card>
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
    </div>
  );
}
