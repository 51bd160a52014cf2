import { useLingui } from '@lingui/react';
import { Avatar } from '../../../components/ui/avatar';
import { EditDeleteActions } from '../../../components/ui/row-actions';
import { cn } from '../../../lib/cn';
import type { AdminUser } from '../api/types';
import { isAdminType, userTypeLabelId } from '../../../lib/user-types';

const tag = 'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

/** Avatar, username and the title in its colour. */
export function UserCell({ user }: { user: AdminUser }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <Avatar name={user.username} src={user.avatar} className="size-7" />
      <span className="min-w-0">
        <span className="block truncate font-medium text-slate-800">{user.username}</span>
        {user.titleName && (
          <span className="block truncate text-xs" style={{ color: user.titleColor || undefined }}>
            {user.titleName}
          </span>
        )}
      </span>
    </span>
  );
}

export function TypeTag({ user }: { user: AdminUser }) {
  const { _ } = useLingui();
  const admin = isAdminType(user.type);
  return (
    <span
      className={cn(tag, admin ? 'bg-primary-50 text-primary-700' : 'bg-slate-100 text-slate-600')}
    >
      {_(userTypeLabelId(user.type))}
    </span>
  );
}

export function StatusTag({ user }: { user: AdminUser }) {
  const { _ } = useLingui();
  const enabled = user.status === 0;
  return (
    <span
      className={cn(tag, enabled ? 'bg-emerald-50 text-emerald-700' : 'bg-red-50 text-red-700')}
    >
      {_(enabled ? 'admin-users.enabled' : 'admin-users.disabled')}
    </span>
  );
}

export interface RowActionsProps {
  user: AdminUser;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

export function RowActions({ user, onEdit, onDelete }: RowActionsProps) {
  const { _ } = useLingui();
  return (
    <EditDeleteActions
      editLabel={_('admin-users.edit-named', { username: user.username })}
      deleteLabel={_('admin-users.delete-named', { username: user.username })}
      onEdit={() => onEdit(user)}
      onDelete={() => onDelete(user)}
    />
  );
}
