import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { editUser } from '../api/edit-user';
import type { AdminUser } from '../api/types';
import { PASSWORD_MAX, PASSWORD_MIN } from '../csv';
import { checkEditForm } from '../validation';
import { UserEditFields, type EditForm } from './user-edit-fields';

export interface UserEditDialogProps {
  user: AdminUser;
  onClose: () => void;
  onSaved: () => void;
}

/** Edit one account: names, e-mail, title, type, status and optionally a new password. */
export function UserEditDialog({ user, onClose, onSaved }: UserEditDialogProps) {
  const { _ } = useLingui();
  const [form, setForm] = useState<EditForm>({
    realname: user.realname,
    email: user.email,
    titleName: user.titleName,
    titleColor: user.titleColor,
    type: user.type,
    status: user.status,
    setNewPwd: false,
    password: '',
  });
  const set = <K extends keyof EditForm>(key: K, value: EditForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = async () => {
    const problem = checkEditForm(form);
    if (problem) return _(problem, { min: PASSWORD_MIN, max: PASSWORD_MAX });
    await editUser({ uid: user.uid, username: user.username, ...form });
    return undefined;
  };

  return (
    <FormDialog
      size="lg"
      title={_('admin-users.edit.title', { username: user.username })}
      onClose={onClose}
      onSubmit={submit}
      onSaved={onSaved}
    >
      <UserEditFields username={user.username} form={form} set={set} />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={form.setNewPwd}
          onChange={(e) => set('setNewPwd', e.target.checked)}
          className="size-4 accent-primary-600"
        />
        {_('admin-users.edit.set-password')}
      </label>
      {form.setNewPwd && (
        <TextField
          label={_('admin-users.edit.new-password', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={(e) => set('password', e.target.value)}
        />
      )}
    </FormDialog>
  );
}
