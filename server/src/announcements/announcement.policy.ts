import type { Role } from '@oj/events';

/**
 * Who manages site-wide announcements: the roles holding HOJ's `announcement_admin`
 * permission (root and admin; see auth/roles.ts). Checked on every admin call.
 */
export const announcementManagers: readonly Role[] = ['root', 'admin'];

/** Limits of the announcement form, enforced at the edge with these messages. */
export const announcementLimits = { title: 255, content: 65_535 } as const;
