/**
 * Client checks mirroring the server's (spec 1 section 5; the server enforces the same limits
 * and answers the same way, these only save a round trip). Each returns a message id or ''.
 */

/** The profile limits of server/src/profile/profile.schemas.ts. */
export const PROFILE_LIMITS = {
  nickname: 20,
  school: 100,
  course: 100,
  number: 50,
  realname: 50,
  signature: 1000,
  github: 255,
  blog: 255,
  cfUsername: 50,
} as const;

export type ProfileField = keyof typeof PROFILE_LIMITS;

export function passwordError(value: string): string {
  const v = value.trim();
  if (!v) return 'settings.password-required';
  if (v.length < 6 || v.length > 20) return 'settings.password-length';
  return '';
}

export function repeatError(password: string, repeat: string): string {
  if (!repeat.trim()) return 'settings.repeat-required';
  return repeat.trim() === password.trim() ? '' : 'settings.repeat-mismatch';
}

export function emailError(value: string): string {
  const v = value.trim();
  if (!v) return 'settings.email-required';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) && v.length <= 320 ? '' : 'settings.email-format';
}

export function codeError(value: string): string {
  const v = value.trim();
  if (!v) return 'settings.code-required';
  return v.length === 6 ? '' : 'settings.code-length';
}

/** Too long, or (github, blog) not a web address. */
export function profileFieldError(field: ProfileField, value: string): string {
  const v = value.trim();
  // UTF-16 units, as the server counts.
  if (v.length > PROFILE_LIMITS[field]) return 'settings.too-long';
  if ((field === 'github' || field === 'blog') && v && !/^https?:\/\/\S+$/i.test(v))
    return 'settings.link-format';
  return '';
}
