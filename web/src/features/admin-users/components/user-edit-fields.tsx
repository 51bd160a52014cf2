import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { isSuperAdminAtom } from '../../../lib/session';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { USER_TYPES, isAdminType, userTypeLabelId } from '../../../lib/user-types';
import { Labeled } from './labeled';

export interface EditForm {
  realname: string;
  email: string;
  titleName: string;
  titleColor: string;
  type: number;
  status: number;
  setNewPwd: boolean;
  password: string;
}

export interface UserEditFieldsProps {
  username: string;
  form: EditForm;
  set: <K extends keyof EditForm>(key: K, value: EditForm[K]) => void;
}

/** The edit form's two-column grid: username (read-only), names, e-mail, title, type, status. */
export function UserEditFields({ username, form, set }: UserEditFieldsProps) {
  const { _ } = useLingui();
  // Only a root grants staff types (the server refuses the others too).
  const root = useAtomValue(isSuperAdminAtom);
  const types = USER_TYPES.filter((t) => root || !isAdminType(t) || t === form.type);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Labeled label={_('admin-users.username')}>
        {/* Read-only: a username is the account's key (reservations, links, history). */}
        <p className="flex h-10 items-center truncate rounded-lg border border-slate-200 bg-slate-50 px-3 text-sm text-slate-500">
          {username}
        </p>
      </Labeled>
      <Labeled label={_('admin-users.realname')}>
        <TextField
          label={_('admin-users.realname')}
          value={form.realname}
          maxLength={50}
          onChange={(e) => set('realname', e.target.value)}
        />
      </Labeled>
      <Labeled label={_('admin-users.email')}>
        <TextField
          label={_('admin-users.email')}
          type="email"
          value={form.email}
          onChange={(e) => set('email', e.target.value)}
        />
      </Labeled>
      <Labeled label={_('admin-users.title-name')}>
        <div className="flex gap-2">
          <TextField
            className="flex-1"
            label={_('admin-users.title-name')}
            value={form.titleName}
            maxLength={20}
            onChange={(e) => set('titleName', e.target.value)}
          />
          <input
            type="color"
            aria-label={_('admin-users.title-color')}
            value={form.titleColor || '#2563eb'}
            onChange={(e) => set('titleColor', e.target.value)}
            className="h-10 w-12 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          />
        </div>
      </Labeled>
      <Labeled label={_('admin-users.type')}>
        <Select
          label={_('admin-users.type')}
          value={String(form.type)}
          onChange={(e) => set('type', Number(e.target.value))}
          options={types.map((t) => ({
            value: String(t),
            label: `${t} · ${_(userTypeLabelId(t))}`,
          }))}
        />
      </Labeled>
      <Labeled label={_('admin-users.status')}>
        <Select
          label={_('admin-users.status')}
          value={String(form.status)}
          onChange={(e) => set('status', Number(e.target.value))}
          options={[
            { value: '0', label: _('admin-users.enabled') },
            { value: '1', label: _('admin-users.disabled') },
          ]}
        />
      </Labeled>
    </div>
  );
}
