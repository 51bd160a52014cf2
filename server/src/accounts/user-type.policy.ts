import type { Role } from '@oj/events';

/**
 * HOJ's numeric user types (spec 1 section 6): the role a type stands for and what it may do.
 * One table, read by submit now and by discussions and comments when they land, so a rule is
 * changed in one place. Muted users may neither post nor comment; "no discussion" users may
 * not post discussions but may still comment (as HOJ's role checks have it).
 */
const types = {
  1000: { role: 'root', submit: true, discuss: true, comment: true },
  1001: { role: 'admin', submit: true, discuss: true, comment: true },
  1002: { role: 'user', submit: true, discuss: true, comment: true },
  1003: { role: 'user', submit: false, discuss: true, comment: true },
  1004: { role: 'user', submit: true, discuss: false, comment: true },
  1005: { role: 'user', submit: true, discuss: false, comment: false },
  1006: { role: 'user', submit: false, discuss: false, comment: true },
  1007: { role: 'user', submit: false, discuss: false, comment: false },
  1008: { role: 'problem_admin', submit: true, discuss: true, comment: true },
} as const satisfies Record<
  number,
  { role: Role; submit: boolean; discuss: boolean; comment: boolean }
>;

export type UserType = keyof typeof types;
export const userTypes = Object.keys(types).map(Number) as UserType[];

export const isUserType = (value: number): value is UserType => value in types;

/** The role a user type grants (1000 root, 1001 admin, 1008 problem admin, others user). */
export const roleOfUserType = (type: UserType): Role => types[type].role;

/** Unknown types (none exist, but a row is data) get the default user's rights. */
const rulesOf = (type: number) => (isUserType(type) ? types[type] : types[1002]);

interface Typed {
  role_id: number;
}

/** 1003, 1006 and 1007 may not submit (nor use the test judge). */
export const canSubmit = (user: Typed): boolean => rulesOf(user.role_id).submit;
/** 1004 to 1007 may not post a discussion. */
export const canPostDiscussion = (user: Typed): boolean => rulesOf(user.role_id).discuss;
/** Muted users (1005, 1007) may not comment or reply. */
export const canComment = (user: Typed): boolean => rulesOf(user.role_id).comment;
