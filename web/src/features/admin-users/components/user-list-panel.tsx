import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { toast } from '../../../components/ui/toast-store';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { deleteUsers } from '../api/delete-users';
import { USER_PAGE_SIZE } from '../api/get-user-list';
import type { AdminUser } from '../api/types';
import { useUserList } from '../hooks/use-user-list';
import { UserEditDialog } from './user-edit-dialog';
import { UserFilters } from './user-filters';
import { UserTable } from './user-table';

const toggled = (set: ReadonlySet<string>, uid: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(uid);
  else next.delete(uid);
  return next;
};

/** Users: search, only-admin filter, 10 a page, edit and delete (one or the selected ones). */
export function UserListPanel() {
  const { _ } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const list = useUserList();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [removal, setRemoval] = useState<AdminUser[] | null>(null);
  const [removing, setRemoving] = useState(false);

  const confirmRemoval = async () => {
    if (!removal) return;
    setRemoving(true);
    try {
      await deleteUsers(removal.map((u) => u.uid));
      toast.success(_('admin-users.deleted', { count: removal.length }));
      setRemoval(null);
      setSelected(new Set());
      const page = list.query.currentPage;
      if (removal.length >= list.rows.length && page > 1) list.update({ currentPage: page - 1 });
      else list.reload();
    } catch {
      // Toasted by the app shell; the dialog stays open to retry or cancel.
    } finally {
      setRemoving(false);
    }
  };

  return (
    <>
      <UserFilters
        query={list.query}
        onChange={list.update}
        selected={selected.size}
        onDeleteSelected={() => setRemoval(list.rows.filter((u) => selected.has(u.uid)))}
      />
      <Card className="overflow-hidden">
        <UserTable
          rows={list.rows}
          loading={list.loading}
          selected={selected}
          onSelect={(uid, on) => setSelected((s) => toggled(s, uid, on))}
          onEdit={setEditing}
          onDelete={(u) => setRemoval([u])}
        />
        {list.total > USER_PAGE_SIZE && (
          <Pagination
            className="border-t border-slate-100 px-4 py-3"
            total={list.total}
            page={list.query.currentPage}
            pageSize={USER_PAGE_SIZE}
            onPageChange={(currentPage) => list.update({ currentPage })}
            small={phone}
          />
        )}
      </Card>
      {editing && (
        <UserEditDialog
          user={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            toast.success(_('admin-users.saved'));
            list.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={removal !== null}
        onOpenChange={(open) => !open && setRemoval(null)}
        title={_('admin-users.delete')}
        message={_('admin-users.delete-confirm', {
          count: removal?.length ?? 0,
          names: (removal ?? []).map((u) => u.username).join(', '),
        })}
        confirmLabel={_('admin-users.delete')}
        danger
        loading={removing}
        onConfirm={() => void confirmRemoval()}
      />
    </>
  );
}
