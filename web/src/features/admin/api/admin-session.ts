import { ApiError, api, requestRaw } from '../../../lib/api-client';
import type { UserInfo } from '../../../lib/session';

export interface AdminLoginPayload {
  username: string;
  password: string;
  /** The slide check, once the server asks for it. */
  slideId?: string;
  slideX?: number;
}

/**
 * POST /api/admin/login: like /api/login but only for root, admin and problem_admin (403
 * otherwise). The user is in `data`, the JWT in the `Authorization` answer header.
 */
export async function adminLogin(
  payload: AdminLoginPayload,
): Promise<{ user: UserInfo; token: string }> {
  const { data, headers } = await requestRaw<UserInfo>('POST', '/admin/login', {
    body: payload,
    silent: true,
  });
  const token = headers.get('Authorization');
  if (!token) throw new ApiError(500, '');
  return { user: { ...data, roleList: data.roleList ?? [] }, token };
}

/** GET /api/admin/logout: ends the sessions of the user on the server. */
export function adminLogout(): Promise<null> {
  return api.get<null>('/admin/logout', { silent: true });
}
