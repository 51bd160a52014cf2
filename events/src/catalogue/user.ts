import { z } from 'zod';
import type { EventUnion } from './define.ts';

export const roleSchema = z.enum(['root', 'admin', 'problem_admin', 'user']);
export type Role = z.infer<typeof roleSchema>;

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
