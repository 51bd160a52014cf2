import { z } from 'zod';
import { userProfileSchema, type UserProfile } from '@oj/events';
import { text } from '../http/validate.ts';
import { profileMsg } from './profile-messages.ts';

/** The longest value of each profile field (settings form and server alike). */
export const profileLimits = {
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

// HOJ clients send null for an empty field; a missing field keeps the current value.
const field = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === null ? '' : v),
    z
      .string({ error: `${label} must be a string` })
      .trim()
      .max(max, `${label} can be at most ${max} characters`)
      .optional(),
  );

// Shown as links on the user home: only web addresses, never `javascript:` and the like.
const link = (label: string, max: number) =>
  field(label, max).refine(
    (v) => v === undefined || v === '' || /^https?:\/\/[^\s]+$/i.test(v),
    profileMsg.badLink,
  );

/**
 * POST /api/change-userInfo. Only the profile fields are read: uid, username, avatar, e-mail,
 * title and roles in the body are dropped (they change through their own endpoints or admins).
 */
export const changeUserInfoBody = z.object({
  nickname: field('Nickname', profileLimits.nickname),
  gender: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z
      .enum(['male', 'female', 'secrecy'], { error: 'Gender must be male, female or secrecy' })
      .optional(),
  ),
  school: field('School', profileLimits.school),
  course: field('Course', profileLimits.course),
  number: field('Number', profileLimits.number),
  realname: field('Real name', profileLimits.realname),
  signature: field('Signature', profileLimits.signature),
  github: link('Github', profileLimits.github),
  blog: link('Blog', profileLimits.blog),
  cfUsername: field('Codeforces username', profileLimits.cfUsername),
});

/** The saved profile: the current one with the fields the body gave. */
export const mergeProfile = (
  current: UserProfile,
  body: z.infer<typeof changeUserInfoBody>,
): UserProfile => {
  const given = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  return userProfileSchema.parse({ ...current, ...given });
};

export const changePasswordBody = z.object({
  oldPassword: text('Old password', { max: 100 }),
  newPassword: text('New password', {
    min: 6,
    max: 20,
    minMsg: 'The password must be between 6 and 20 characters',
    maxMsg: 'The password must be between 6 and 20 characters',
  }),
});
