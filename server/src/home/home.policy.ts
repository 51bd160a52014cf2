import type { Role } from '@oj/events';

/**
 * Who manages the home carousel: the super admin (HOJ's upload is `roles root`, the delete
 * `system_info_admin`, which only root holds; see auth/roles.ts).
 */
export const carouselManagers: readonly Role[] = ['root'];

/** Whether a viewer may bypass the 30-minute cache of the weekly statistics. */
export const canForceRefreshStatistics = (role: Role | undefined) => role === 'root';
