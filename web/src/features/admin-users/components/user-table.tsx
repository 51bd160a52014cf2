import { useLingui } from '@lingui/react';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import type { AdminUser } from '../api/types';
import { RowActions, StatusTag, TypeTag, UserCell } from './user-cells';

export interface UserTableProps {
  rows: readonly AdminUser[];
  loading: boolean;
  selected: ReadonlySet<string>;
  onSelect: (uid: string, on: boolean) => void;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

/** Select, user, real name, e-mail, type, status, joined and actions (cards on phones). */
export function UserTable(p: UserTableProps) {
  const { _ } = useLingui();
  const check = (u: AdminUser) => (
    <input
      type="checkbox"
      className="size-4 accent-primary-600"
      aria-label={_('admin-users.select-named', { username: u.username })}
      checked={p.selected.has(u.uid)}
      onChange={(e) => p.onSelect(u.uid, e.target.checked)}
    />
  );
  const actions = (u: AdminUser) => <RowActions user={u} onEdit={p.onEdit} onDelete={p.onDelete} />;
  const columns: Column<AdminUser>[] = [
    {
      key: 'select',
      header: <span className="sr-only">{_('admin-users.select')}</span>,
      className: 'w-10',
      cell: check,
    },
    { key: 'user', header: _('admin-users.username'), cell: (u) => <UserCell user={u} /> },
    {
      key: 'realname',
      header: _('admin-users.realname'),
      hideBelow: 'lg',
      cell: (u) => u.realname || '—',
    },
    {
      key: 'email',
      header: _('admin-users.email'),
      hideBelow: 'xl',
      className: 'max-w-56 truncate',
      cell: (u) => u.email || '—',
    },
    {
      key: 'type',
      header: _('admin-users.type'),
      className: 'w-36',
      cell: (u) => <TypeTag user={u} />,
    },
    {
      key: 'status',
      header: _('admin-users.status'),
      className: 'w-24',
      cell: (u) => <StatusTag user={u} />,
    },
    {
      key: 'created',
      header: _('admin-users.joined'),
      hideBelow: 'lg',
      className: 'w-44 whitespace-nowrap tabular-nums',
      cell: (u) => formatDateTime(u.gmtCreate),
    },
    {
      key: 'actions',
      header: _('admin-users.actions'),
      className: 'w-24 text-right',
      cell: actions,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={p.rows}
      rowKey={(u) => u.uid}
      loading={p.loading}
      empty={_('admin-users.empty')}
      minWidth={760}
      caption={_('admin.nav.users')}
      card={(u) => (
        <div className="flex items-start gap-3">
          <div className="pt-1.5">{check(u)}</div>
          <div className="min-w-0 flex-1 space-y-1.5">
            <UserCell user={u} />
            <div className="flex flex-wrap gap-1.5">
              <TypeTag user={u} />
              <StatusTag user={u} />
            </div>
            {u.email && <p className="truncate text-xs text-slate-500">{u.email}</p>}
          </div>
          {actions(u)}
        </div>
      )}
    />
  );
}
