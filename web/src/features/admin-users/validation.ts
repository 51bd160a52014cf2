import { PASSWORD_MAX, PASSWORD_MIN } from './csv';

/** The edit form's checks (the server enforces the same, with its own messages). */
export function checkEditForm(f: {
  email: string;
  titleColor: string;
  setNewPwd: boolean;
  password: string;
}): string | null {
  if (f.email.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email.trim()))
    return 'admin-users.edit.email-format';
  if (f.titleColor !== '' && !/^#[0-9a-fA-F]{6}$/.test(f.titleColor))
    return 'admin-users.edit.color-format';
  if (f.setNewPwd && (f.password.length < PASSWORD_MIN || f.password.length > PASSWORD_MAX))
    return 'admin-users.edit.password-length';
  return null;
}

/** The generate form: a range of at most 500 and a password length of 6 to 25. */
export function checkGenerateForm(f: {
  from: number;
  to: number;
  passwordLength: number;
}): string | null {
  if (!Number.isInteger(f.from) || !Number.isInteger(f.to) || f.from < 0 || f.to < 0)
    return 'admin-users.generate.numbers';
  if (f.to < f.from) return 'admin-users.generate.end-before-start';
  if (f.to - f.from >= 500) return 'admin-users.generate.too-many';
  if (
    !Number.isInteger(f.passwordLength) ||
    f.passwordLength < PASSWORD_MIN ||
    f.passwordLength > PASSWORD_MAX
  )
    return 'admin-users.generate.password-range';
  return null;
}
