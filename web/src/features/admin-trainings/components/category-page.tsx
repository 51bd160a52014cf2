import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Icon } from '../../../components/ui/icon';
import { EditDeleteActions } from '../../../components/ui/row-actions';
import { toast } from '../../../components/ui/toast-store';
import { useResource } from '../../../lib/use-resource';
import { deleteCategory, getCategories } from '../api/categories';
import type { TrainingCategory } from '../api/types';
import { CategoryChip } from './category-chip';
import { CategoryDialog } from './category-dialog';

type Editing = { category?: TrainingCategory } | null;

/** /admin/training/category: the training categories with their colours (create, edit, delete). */
export function CategoryPage() {
  const { _ } = useLingui();
  const list = useResource('admin-training-categories', (signal) => getCategories(signal));
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<TrainingCategory | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmDelete = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await deleteCategory(removing.id);
      toast.success(_('admin-trainings.category-deleted'));
      list.reload();
      setRemoving(null);
    } catch {
      // Toasted by the app shell; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<TrainingCategory>[] = [
    { key: 'id', header: 'ID', className: 'w-16 tabular-nums text-slate-500', cell: (c) => c.id },
    {
      key: 'name',
      header: _('admin-trainings.category-name'),
      cell: (c) => <CategoryChip name={c.name} color={c.color} />,
    },
    {
      key: 'color',
      header: _('admin-trainings.category-color'),
      className: 'w-32 font-mono text-slate-600',
      cell: (c) => c.color,
    },
    {
      key: 'actions',
      header: <span className="sr-only">{_('admin-trainings.actions')}</span>,
      className: 'w-28',
      cell: (c) => (
        <EditDeleteActions
          editLabel={_('admin-trainings.category-edit-named', { name: c.name })}
          deleteLabel={_('admin-trainings.category-delete-named', { name: c.name })}
          onEdit={() => setEditing({ category: c })}
          onDelete={() => setRemoving(c)}
        />
      ),
    },
  ];

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">
            {_('admin.nav.training-categories')}
          </h1>
          <p className="mt-1 text-sm text-slate-500">{_('admin-trainings.category-intro')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to="/admin/training"
            className="inline-flex items-center gap-1 text-sm text-slate-600 hover:underline"
          >
            <Icon name="arrow-left" className="size-4" />
            {_('admin-trainings.back-to-list')}
          </Link>
          <Button onClick={() => setEditing({})}>
            <Icon name="plus" className="size-4" />
            {_('admin-trainings.category-create')}
          </Button>
        </div>
      </div>
      <Card className="overflow-hidden">
        <DataTable
          columns={columns}
          rows={list.data ?? []}
          rowKey={(c) => c.id}
          empty={_('admin-trainings.category-empty')}
          loading={list.loading}
          caption={_('admin.nav.training-categories')}
        />
      </Card>
      {editing && (
        <CategoryDialog
          {...(editing.category ? { category: editing.category } : {})}
          onClose={() => setEditing(null)}
          onSaved={() => {
            toast.success(_('admin-trainings.category-saved'));
            setEditing(null);
            list.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={_('admin-trainings.category-delete')}
        message={_('admin-trainings.category-delete-confirm', { name: removing?.name ?? '' })}
        confirmLabel={_('admin-trainings.category-delete')}
        danger
        loading={busy}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
