import { useLingui } from '@lingui/react';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { userInfoAtom, type UserInfo } from '../../../lib/session';
import { changeUserInfo, type ProfileFields } from '../api/settings-api';
import { PROFILE_LIMITS, profileFieldError, type ProfileField } from '../validation';
import { useAction } from './use-action';

const text = (u: UserInfo | null, key: string) => {
  const v = u?.[key];
  return typeof v === 'string' ? v : '';
};

const fromUser = (u: UserInfo | null): ProfileFields => {
  const gender = text(u, 'gender');
  return {
    nickname: text(u, 'nickname'),
    realname: text(u, 'realname'),
    gender: gender === 'male' || gender === 'female' ? gender : 'secrecy',
    school: text(u, 'school'),
    course: text(u, 'course'),
    number: text(u, 'number'),
    github: text(u, 'github'),
    blog: text(u, 'blog'),
    cfUsername: text(u, 'cfUsername'),
    signature: text(u, 'signature'),
  };
};

/** The profile being edited, its field errors and the save (which refreshes the user). */
export function useProfileForm() {
  const { _ } = useLingui();
  const [user, setUser] = useAtom(userInfoAtom);
  const [form, setForm] = useState(() => fromUser(user));
  const action = useAction();
  const errorOf = (key: ProfileField) => {
    const id = profileFieldError(key, form[key]);
    return id ? _(id, { max: PROFILE_LIMITS[key] }) : undefined;
  };
  const invalid = (Object.keys(PROFILE_LIMITS) as ProfileField[]).some((k) => errorOf(k));
  const set = (key: keyof ProfileFields) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));
  const save = () => {
    if (invalid) return;
    void action.run(async () => {
      const fresh = await changeUserInfo(form);
      setUser((u) => (u ? { ...u, ...fresh } : u));
      setForm(fromUser(fresh));
      toast.success(_('settings.profile-saved'));
    });
  };
  return { form, set, errorOf, invalid, save, action };
}
