import { z } from 'zod';
import type { EventUnion } from './define.ts';

export const roleSchema = z.enum(['root', 'admin', 'problem_admin', 'user']);
export type Role = z.infer<typeof roleSchema>;

/** What a user edits about themselves in settings (HOJ's UserInfoVO profile fields). */
export const userProfileSchema = z.object({
  nickname: z.string(),
  gender: z.enum(['male', 'female', 'secrecy']),
  school: z.string(),
  course: z.string(),
  number: z.string(),
  realname: z.string(),
  signature: z.string(),
  github: z.string(),
  blog: z.string(),
  cfUsername: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userEventSchemas = {
  /** Appended by register (and by the first start for the super admin) once name and e-mail are reserved. */
  UserRegistered: z.object({
    uid: z.string(),
    username: z.string(),
    email: z.string(),
    passwordHash: z.string(),
    role: roleSchema,
    /** HOJ numeric user type (1000 super admin ... 1008 problem admin). */
    roleId: z.number().int(),
    registeredAt: z.string(),
  }),
  /** Appended by a successful login. */
  UserLoggedIn: z.object({
    uid: z.string(),
    ip: z.string(),
    userAgent: z.string(),
    at: z.string(),
  }),
  /** Appended by logout; ends every session of the user (tokens carry the session epoch). */
  UserLoggedOut: z.object({ uid: z.string(), at: z.string() }),
  /**
   * Appended when a password changes: by its owner in settings (old password checked), by a
   * reset through an e-mailed code, or by an admin. Ends every session, like a logout.
   */
  UserPasswordChanged: z.object({
    uid: z.string(),
    passwordHash: z.string(),
    reason: z.enum(['self', 'reset', 'admin']),
    at: z.string(),
  }),
  /** Appended when the owner confirms a new address with the code sent to it (reserved first). */
  UserEmailChanged: z.object({
    uid: z.string(),
    email: z.string(),
    previous: z.string(),
    at: z.string(),
  }),
  /** Appended by the owner saving the profile form (settings). */
  UserProfileUpdated: z.object({ uid: z.string(), profile: userProfileSchema, at: z.string() }),
  /** Appended when the owner uploads a new avatar (a URL served by the site). */
  UserAvatarChanged: z.object({ uid: z.string(), avatar: z.string(), at: z.string() }),
  /**
   * Appended by a user admin editing an account (role and type, status, names, title); a new
   * password arrives as UserPasswordChanged (reason admin), a new e-mail as UserEmailChanged.
   */
  UserEditedByAdmin: z.object({
    uid: z.string(),
    role: roleSchema,
    roleId: z.number().int(),
    status: z.number().int(),
    realname: z.string(),
    titleName: z.string(),
    titleColor: z.string(),
    by: z.string(),
    at: z.string(),
  }),
  /** Appended by a user admin deleting an account; its username and e-mail are released. */
  UserDeleted: z.object({
    uid: z.string(),
    username: z.string(),
    email: z.string(),
    by: z.string(),
    at: z.string(),
  }),
};

export type UserEvent = EventUnion<typeof userEventSchemas>;
export const userStream = (uid: string) => `user-${uid}`;

/** HOJ's numeric user types. */
export const roleIds = {
  root: 1000,
  admin: 1001,
  user: 1002,
  problem_admin: 1008,
} as const satisfies Record<Role, number>;
