import type { Role } from '@oj/events';

export const adminRoles: readonly Role[] = ['root', 'admin', 'problem_admin'];

/** Permission names as HOJ's get-user-auth-info reports them. */
const permissionsByRole: Record<Role, string[]> = {
  root: [
    'user_admin',
    'system_info_admin',
    'problem_admin',
    'contest_admin',
    'training_admin',
    'discussion_admin',
    'announcement_admin',
    'rejudge',
  ],
  admin: [
    'user_admin',
    'contest_admin',
    'training_admin',
    'discussion_admin',
    'announcement_admin',
  ],
  problem_admin: ['problem_admin'],
  user: [],
};

export const permissionsOf = (role: Role): string[] => permissionsByRole[role];
export const isAdminRole = (role: string) => (adminRoles as readonly string[]).includes(role);
