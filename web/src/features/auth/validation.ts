/**
 * Client-side checks of the sign-in forms (spec section 5). Each returns lingui message ids,
 * so the rules can be unit-tested without a locale.
 */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const EMAIL_CODE_LENGTH = 6;
export const CAPTCHA_MAX = 8;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function checkUsername(value: string): string | undefined {
  if (!value.trim()) return 'auth.username-required';
  if (value.trim().length > USERNAME_MAX) return 'auth.username-max';
  return undefined;
}

/** A new account's username: ASCII letters, digits, _ - and . only (as the server requires). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** The sign-up rule; signing in still accepts any existing name (`checkUsername`). */
export function checkNewUsername(value: string): string | undefined {
  const problem = checkUsername(value);
  if (problem) return problem;
  if (!USERNAME_PATTERN.test(value.trim())) return 'auth.username-chars';
  return undefined;
}

export function checkPassword(value: string): string | undefined {
  if (!value) return 'auth.password-required';
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return 'auth.password-between';
  return undefined;
}

export function checkEmail(value: string): string | undefined {
  if (!value.trim()) return 'auth.email-required';
  if (!isEmail(value)) return 'auth.email-format';
  return undefined;
}

function withoutEmpty<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  const result: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) {
    const message = errors[key];
    if (message) result[key] = message;
  }
  return result;
}

export interface LoginValues {
  username: string;
  password: string;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return withoutEmpty({
    username: checkUsername(values.username),
    password: checkPassword(values.password),
  });
}

export interface RegisterValues {
  username: string;
  password: string;
  passwordAgain: string;
  email: string;
  code: string;
}

export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  const code = values.code.trim();
  return withoutEmpty({
    username: checkNewUsername(values.username),
    password: checkPassword(values.password),
    passwordAgain: !values.passwordAgain
      ? 'auth.password-again-required'
      : values.passwordAgain !== values.password
        ? 'auth.password-mismatch'
        : undefined,
    email: checkEmail(values.email),
    code: !code
      ? 'auth.code-required'
      : code.length !== EMAIL_CODE_LENGTH
        ? 'auth.code-length'
        : undefined,
  });
}

export interface ResetValues {
  email: string;
  captcha: string;
}

export function validateReset(values: ResetValues): FieldErrors<keyof ResetValues> {
  const captcha = values.captcha.trim();
  return withoutEmpty({
    email: checkEmail(values.email),
    captcha: !captcha
      ? 'auth.captcha-required'
      : captcha.length > CAPTCHA_MAX
        ? 'auth.captcha-length'
        : undefined,
  });
}

export interface NewPasswordValues {
  password: string;
  passwordAgain: string;
}

/** The reset-password page: a new password (6 to 20) typed twice. */
export function validateNewPassword(
  values: NewPasswordValues,
): FieldErrors<keyof NewPasswordValues> {
  return withoutEmpty({
    password: checkPassword(values.password),
    passwordAgain: !values.passwordAgain
      ? 'auth.password-again-required'
      : values.passwordAgain !== values.password
        ? 'auth.password-mismatch'
        : undefined,
  });
}
